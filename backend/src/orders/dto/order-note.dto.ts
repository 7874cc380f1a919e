import { ORDER_NOTE_RULES } from '../../contract';
import type { OrderNoteRequest } from '../../contract';
import { FollowsRule } from '../../common/rule.decorator';

/** POST /api/admin/orders/:id/notes */
export class OrderNoteDto implements OrderNoteRequest {
  @FollowsRule(ORDER_NOTE_RULES.text, { api: { example: 'Called twice, no answer' } })
  text: string;
}
