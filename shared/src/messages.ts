/**
 * User-facing strings of SPEC §5 and §8, kept once here so the browser, the API and the tests agree.
 * The spellings ("Successfull", "atleast", "occured") are the spec's and are kept on purpose.
 */
export const messages = {
  invalidEntries: 'Invalid Entries',
  enterValidEmail: 'Enter a valid email',
  passwordRule: 'Password should have atleast 6 characters / One uppercase, one lowercase and one number',
  passwordTooLong: 'Password can have at most 128 characters',
  passwordMismatch: "Password doesn't match",
  choosePassword: 'Please choose a password.',
  firstNameEmpty: 'First name can not be empty',
  lastNameEmpty: 'Last name can not be empty',
  selectCollege: 'Select your college',
  graduationYear: 'Enter your graduation year',
  mobile: 'Enter a valid and unique 10 digit mobile number',
  otpFormat: 'Enter the 5 digit code sent to your email',
  incorrectOtp: 'Incorrect otp',
  registrationSuccess: 'Registration Successfull',
  loginSuccess: 'Login Successfull',
  unexpectedError: 'Unexpected Error',
  internalServerError: 'Internal server error',
  profileRefreshFailed: 'Error updating your profile, Internal server error',
  guessWord1: 'Enter word 1 to submit',
  guessWord2: 'Enter word 2 to submit',
  guessSaveFailed: 'Internal error',
  guessChange: 'You can not change your submission',
  alreadyResponded: 'Already Responded',
  guessWinnersNote: 'Winners will be notified once the theme is announced.',
  guessFetchFailed: 'Some internal error occured, contact admin',
  guessFetchUnreachable: 'Server unreachable, contact admin',
  teamLookupFailed: 'Internal server Error',
  teamCreateFailed: 'Internal Server Error',
  serverNotReachable: 'Server not reachable',
  serverUnreachable: 'Server unreachable',
  memberAlreadyAdded: 'Member already added',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  missingLowercase: 'Missing lowercase letter',
  missingUppercase: 'Missing uppercase letter',
  missingNumber: 'Missing number',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordChanged: 'Password changed successfully',
  pleaseWait: 'please wait...',
  registeredForEvent: 'You have successfully registered, check rules for more details',
  unknownEvent: 'Unknown event',
  invalidId: 'Invalid id',
  signInRequired: 'Please sign in to continue',
} as const;

/**
 * Answers about mailed team links (issue 11 item 9: nobody can be kept in or out of a team against their will).
 * The API sends them and the events remote's link pages and tests read the same words.
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
