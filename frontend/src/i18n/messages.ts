/**
 * The contract's messages in the active language (the API and the admin console keep the
 * contract's English). One module per contract object, imported by the screens that show it,
 * so no screen's chunk carries another's (the first download carries none of them).
 */
import { MSG as EN_MSG } from '@contract';
import { knowEnglishMessages, localized } from './active';

export const MSG = /*#__PURE__*/ localized('msg', EN_MSG, {
  // The English one says "out of stock" for any count up to 0: ICU's `=0` needs the 0.
  notEnoughStock: (title, left) => [title, Math.max(0, left)],
});

// The Arabic catalog translates the rules' and the API's messages by their English text.
knowEnglishMessages(EN_MSG);
