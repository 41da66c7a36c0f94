import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useSaveTemplate } from '../../../api/screens';
import { MutationButton } from '../../../data-ui/MutationState';
import { DEMO_MESSAGES, useDemoActions } from '../../../session/DemoMode';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { useEditorStoreApi } from '../../EditorContext';

export const EMPTY_TEMPLATE_NAME_ERROR = 'Saved screen name cannot be empty.';

export function TemplateForm({ name }: { name: string }) {
  const store = useEditorStoreApi();
  const saveTemplate = useSaveTemplate();
  const demo = useDemoActions();
  const [text, setText] = useState(name);
  const [nameError, setNameError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    saveTemplate.reset();
    if (trimmed === '') return setNameError(EMPTY_TEMPLATE_NAME_ERROR);
    setNameError(null);
    if (demo) return demo.refuse(DEMO_MESSAGES.saveTemplate);
    const content = store.getState().content;
    if (content) saveTemplate.mutate({ name: trimmed, screenData: content });
  }

  return (
    <form className="ed-subsection" onSubmit={submit} noValidate>
      <h3 className="ed-subsection__title">Save as Template</h3>
      <TextField
        label="Template name"
        value={text}
        maxLength={100}
        error={
          nameError ??
          (saveTemplate.isError
            ? errorMessage(saveTemplate.error, 'Could not save the template. Please try again.')
            : null)
        }
        onChange={(event) => setText(event.target.value)}
      />
      {saveTemplate.isSuccess && (
        <Notice tone="success">Saved “{saveTemplate.variables.name}” as a template.</Notice>
      )}
      <MutationButton type="submit" variant="secondary" size="small" mutation={saveTemplate} busy="Saving...">
        Save as Template
      </MutationButton>
    </form>
  );
}
