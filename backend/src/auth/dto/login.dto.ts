import { LOGIN_RULES } from '../../contract';
import type { LoginRequest } from '../../contract';
import { FollowsRule } from '../../common/rule.decorator';

/** The admin sign-in form: its fields follow LOGIN_RULES. */
export class LoginDto implements LoginRequest {
  /** Carries the username. */
  @FollowsRule(LOGIN_RULES.username, { api: { example: 'admin', description: 'The username' } })
  email: string;

  @FollowsRule(LOGIN_RULES.password, { api: { example: 'secret' } })
  password: string;
}
