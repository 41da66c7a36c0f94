import { SegmentedField } from '../../../ui/SegmentedField';
import type { TextTarget } from '../../store/screenContent';

const OPTIONS = [
  { value: 'body', label: 'Body text' },
  { value: 'header', label: 'Header' },
] as const;

/** Shown only while the card has a header: text controls then apply to the body or the header. */
export function TextTargetSwitch({
  showHeader,
  value,
  onChange,
}: {
  showHeader: boolean;
  value: TextTarget;
  onChange: (target: TextTarget) => void;
}) {
  if (!showHeader) return null;
  return <SegmentedField label="Apply to" value={value} options={OPTIONS} onChange={onChange} />;
}
