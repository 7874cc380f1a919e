/**
 * Imported first by tests of the server bundle's code: Redux Toolkit loads its production
 * build, as in `dist/server/render.js` (the server store has no RTK Query middleware, which
 * its development build refuses). React keeps the build the test already loaded (the JSX
 * runtime comes first), so react-dom is loaded here before the switch, to match it.
 */
import 'react';
import 'react-dom';
import 'react-dom/server';

process.env.NODE_ENV = 'production';
