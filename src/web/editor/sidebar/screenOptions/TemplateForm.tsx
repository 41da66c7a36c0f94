import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { DEMO_MESSAGES, useDemoActions } from '../../../session/DemoMode';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { useScreensContext } from '../../screens/ScreensContext';

export const EMPTY_TEMPLATE_NAME_ERROR = 'Saved screen name cannot be empty.';

export function TemplateForm({ name }: { name: string }) {
  const { saveOpenAsTemplate } = useScreensContext();
  const demo = useDemoActions();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    setSaved(null);
    if (trimmed === '') return setError(EMPTY_TEMPLATE_NAME_ERROR);
    setError(null);
    if (demo) return demo.refuse(DEMO_MESSAGES.saveTemplate);
    setBusy(true);
    try {
      await saveOpenAsTemplate(trimmed);
      setSaved(`Saved “${trimmed}” as a template.`);
    } catch (err) {
      setError(errorMessage(err, 'Could not save the template. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ed-subsection" onSubmit={submit} noValidate>
      <h3 className="ed-subsection__title">Save as Template</h3>
      <TextField
        label="Template name"
        value={text}
        maxLength={100}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {saved && <Notice tone="success">{saved}</Notice>}
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving...' : 'Save as Template'}
      </button>
    </form>
  );
}
