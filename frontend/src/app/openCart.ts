/**
 * Opens the cart drawer from anywhere in the storefront frame (the drawer and its state belong to
 * the Layout; a screen only asks for it). Outside the frame (a screen rendered alone) it does
 * nothing.
 */
import { createContext } from 'react';

/** Read with `useContext(OpenCartContext)`. */
export const OpenCartContext = createContext<() => void>(() => undefined);
