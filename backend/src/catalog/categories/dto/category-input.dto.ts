import { CATEGORY_RULES } from '../../../contract';
import type { CategoryInput } from '../../../contract';
import { FollowsRule } from '../../../common/rule.decorator';

/** The admin category dialog: its fields follow CATEGORY_RULES (the slug is stored upper case). */
export class CategoryInputDto implements CategoryInput {
  @FollowsRule(CATEGORY_RULES.name, { api: { example: 'Hoodies' } })
  name: string;

  @FollowsRule(CATEGORY_RULES.slug, { api: { example: 'HOODIES' } })
  slug: string;

  /** Blank or null clears it; left out keeps the stored one (null on create). */
  @FollowsRule(CATEGORY_RULES.nameAr, { clearable: true, api: { example: 'هوديز' } })
  nameAr?: string | null;
}
