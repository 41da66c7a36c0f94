import { SwitchField } from '../../controls/SwitchField';
import { useEditorStoreApi } from '../../EditorContext';

/** Touch on the wall (issue 28): a board can be shown for looking at only. */
export function TouchForm({ lookOnly }: { lookOnly: boolean }) {
  const store = useEditorStoreApi();
  return (
    <section className="ed-subsection" aria-label="Touch on the wall">
      <h3 className="ed-subsection__title">Touch on the wall</h3>
      <SwitchField
        label="Look only"
        checked={lookOnly}
        onChange={(checked) => store.getState().setScreenField('lookOnly', checked)}
      />
      <p className="ed-muted">
        {lookOnly
          ? 'Paired screens show this board without any touch control: for a TV without a touch screen.'
          : 'On a paired touch screen, this board lets the family add to and tick off lists, tick chores, swipe to the next board and tap a photo for the next one.'}
      </p>
    </section>
  );
}
