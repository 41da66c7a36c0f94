import { Spinner } from '../ui/Spinner';
import './data-ui.css';

/** A small spinner and its message, for a panel or a board card waiting for its data. */
export function InlineLoading({ message }: { message: string }) {
  return (
    <p className="inline-loading" role="status">
      <Spinner />
      <span>{message}</span>
    </p>
  );
}
