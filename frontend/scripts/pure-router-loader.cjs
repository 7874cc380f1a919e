/**
 * Lets the minifier drop the parts of react-router the shop never uses (Form, NavLink, the
 * framework and data-router contexts and all they call): the library defines them as plain
 * top-level calls (`React.forwardRef(...)`, `React.createContext(...)`) followed by a
 * `X.displayName = "..."` assignment, which a minifier must keep. This marks the calls pure and
 * drops the names (only React's developer tools show them).
 */
module.exports = function pureRouter(source) {
  return source
    .replace(
      /^(var [\w$]+ = )((?:React\d*\.(?:forwardRef|createContext|memo))|Symbol|new URL)\(/gm,
      '$1/* @__PURE__ */ $2(',
    )
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
};
