import { useState } from 'react';

/**
 * The add / edit dialog of a list screen: `editing` is the row being edited, or null for the
 * "Add New" dialog; the row stays while the dialog closes, so its content does not jump.
 */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    editing,
    open,
    show(row: T | null) {
      setEditing(row);
      setOpen(true);
    },
    close() {
      setOpen(false);
    },
  };
}
