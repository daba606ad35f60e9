/** sys_user.state: only active accounts sign in; the session query reads state 1 alone. */
export const USER_STATE = Object.freeze({ disabled: 0, active: 1, pending: 2 });

/** The refusal for an account that may not sign in, once its password or SMS code was right. */
export function inactiveAccountError(state: number): 'E_ACCOUNT_PENDING' | 'E_ACCOUNT_LOCKED' | undefined {
  if (state === USER_STATE.active) return undefined;
  return state === USER_STATE.pending ? 'E_ACCOUNT_PENDING' : 'E_ACCOUNT_LOCKED';
}
