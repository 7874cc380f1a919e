/**
 * The contract's messages as the storefront's texts (the API and the admin console keep the
 * contract's English): catalog section `msg`. One module per contract object, imported by the
 * screens that show it, so no screen's chunk carries another's (the first download carries
 * none of them).
 */
import { MSG as EN_MSG } from '@freakdrop/contract';
import { defineTexts } from './define';

export const MSG = /*#__PURE__*/ defineTexts(
  'msg',
  { ...EN_MSG },
  {
    // The English one says "out of stock" for any count up to 0: ICU's `=0` needs the 0.
    notEnoughStock: (title, left) => [title, Math.max(0, left)],
  },
);
