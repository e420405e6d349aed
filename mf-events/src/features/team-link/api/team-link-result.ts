/** What a used team link did. */
export interface TeamLinkResult {
  /** The server's words: what happened. */
  message: string;
  /** Registration key of the team's event. */
  event: string;
}
