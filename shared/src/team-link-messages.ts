/**
 * Answers about mailed team links (nobody can be kept in or out of a team against their will).
 * The API sends them and the events remote's link pages and tests read the same words. Not in the main entry (which
 * every first visit loads): only the pages of the team links need them, and they load the schemas subpath anyway.
 */
export const teamLinkMessages = {
  /** addMembers on someone who left the team: they are not added, they are asked. */
  invitationSent: 'They left this team, so we e-mailed them an invitation to rejoin',
  invitationAlreadySent: 'They left this team; we e-mailed them an invitation to rejoin less than an hour ago',
  linkInvalid: 'This link is not valid, please use the newest link we e-mailed you',
  linkExpired: 'This link has expired',
  linkUsed: 'This link has already been used',
  left: 'You have left the team',
  notInTeam: 'You are not in this team any more',
  joined: 'You have joined the team',
  alreadyInThisTeam: 'You are already in this team',
} as const;
