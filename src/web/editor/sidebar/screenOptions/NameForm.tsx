import { type FormEvent, useEffect, useState } from 'react';
import { DEMO_MESSAGES, useDemoActions } from '../../../session/DemoMode';
import { TextField } from '../../../ui/TextField';
import { useEditorStoreApi } from '../../EditorContext';

export const EMPTY_NAME_ERROR = 'Name cannot be empty.';

export function NameForm({ name }: { name: string }) {
  const store = useEditorStoreApi();
  const demo = useDemoActions();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setText(name), [name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return setError(EMPTY_NAME_ERROR);
    setError(null);
    if (demo) {
      setText(name);
      return demo.refuse(DEMO_MESSAGES.renameScreen);
    }
    store.getState().setName(trimmed);
  }

  return (
    <form className="ed-subsection" onSubmit={submit} noValidate>
      <TextField
        label="Screen name"
        value={text}
        maxLength={100}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--secondary btn--small">
        Save Name
      </button>
    </form>
  );
}
