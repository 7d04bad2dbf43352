import type { AccessCondition, AccessRule } from './types.ts';

/**
 * One named permission: who may do it. Every given condition must hold (see checkAuthRule):
 * roles (absent = any signed-in role), brand types, brand admin and active subscription bind brand
 * users only; conditions are the named rules no argument can express.
 */
export interface PermissionRule extends AccessRule {
  /** What the permission allows, in the spec's words (shown in the SDL enum and the access docs). */
  description: string;
  conditions?: readonly AccessCondition[];
}
