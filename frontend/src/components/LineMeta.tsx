import { NO_SIZE } from '@freakdrop/contract';
import { useLanguage } from '../i18n';
import { SHELL_TEXT } from './texts';

/** A cart line's size and colour, each labelled, in the page's language. */
export function LineMeta({ size, color }: { size: string; color: string | null | undefined }) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  return (
    <p className="line__meta">
      {size !== NO_SIZE && (
        <span>
          {shell.size}: {size}
        </span>
      )}
      {color && (
        <span>
          {shell.color}: {lang.color(color)}
        </span>
      )}
    </p>
  );
}
