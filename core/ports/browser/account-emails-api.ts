/** The emails that finish a step of an account, as the browser asks for them (served by the shop's API). Failures carry a `type`. */
export interface AccountEmailsApi {
  /** Sends the signed-in account the link that confirms its address again; answers where it went. */
  resendVerification(): Promise<{ sentTo: string }>;
  /** Sends a link to choose a new password to `email` if an account uses it; the answer is the same either way. */
  requestPasswordReset(email: string): Promise<{ sentTo: string }>;
}
