import { useFeedback } from './feedback';

/** What RTK Query's mutation hooks give: the trigger and whether it is under way. */
type Mutation<Arg> = readonly [
  (arg: Arg) => { unwrap(): Promise<unknown> },
  { isLoading: boolean },
];

/**
 * The save of an add / edit dialog: updates the row being edited, or creates one when there is
 * none; says which and calls `onSaved`. On failure `onError` runs first (to put the API's field
 * messages on the form), then the toast says the update or the creation failed.
 */
export function useSaveRow<Body>({
  editing,
  create: [create, creating],
  update: [update, updating],
  texts,
  onSaved,
  onError,
}: {
  editing: { id: string } | null;
  create: Mutation<Body>;
  update: Mutation<{ id: string; body: Body }>;
  texts: { created: string; updated: string; failedCreate: string; failedUpdate: string };
  onSaved: () => void;
  onError?: (error: unknown) => void;
}) {
  const feedback = useFeedback();
  async function save(body: Body) {
    try {
      if (editing) {
        await update({ id: editing.id, body }).unwrap();
        feedback.success(texts.updated);
      } else {
        await create(body).unwrap();
        feedback.success(texts.created);
      }
      onSaved();
    } catch (error) {
      onError?.(error);
      feedback.error(error, editing ? texts.failedUpdate : texts.failedCreate);
    }
  }
  return { save, saving: creating.isLoading || updating.isLoading };
}
