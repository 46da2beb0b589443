/**
 * What the admin API tells operators, in English: the reference catalog of the console's
 * languages (en-US and zh-HK, the console's own two). Every key must exist in zh-HK. The texts are
 * the sentences the API has always answered in English, so scripts reading them see no change.
 */
export const CONSOLE_EN_US = {
  'role.owner': 'owner',
  'role.finance': 'finance',
  'role.support': 'support',
  'role.content': 'content',

  'wait.seconds': '{seconds} s',
  'wait.minutes': '{minutes} min',
  'wait.minutesSeconds': '{minutes} min {seconds} s',

  'admin.unauthorized': 'Unauthorized',
  'admin.notSignedIn': 'Not signed in.',
  'admin.finishFirstSignIn': 'Finish the first sign-in: a new password and an authenticator.',
  'admin.csrf': 'The request lacks its CSRF token.',
  'admin.tooManyRequests': 'Too many requests; try again in {wait}.',
  'admin.roleMayNot': 'The {role} role may not do this.',
  'admin.bodyNotObject': 'Invalid request: the body is not a JSON object',
  'admin.invalidRequest': 'Invalid request: {problem}',
  'admin.requestIdRequired': 'Invalid request: requestId: required (a new one per intended action; the same one when retrying it).',
  'admin.notFound': 'Not Found',

  'signIn.otherSite': 'Sign-in from another site is refused.',
  'signIn.giveCredentials': 'Give a username and a password.',
  'signIn.wrongCredentials': 'Wrong username or password.',
  'signIn.codeNeeded': 'Enter the code from your authenticator app.',
  'signIn.codeRefused': 'That code is wrong or has been used.',
  'signIn.locked': 'Too many failed sign-ins: try again in {wait}.',
  'signIn.signedIn': 'Signed in.',
  'signIn.signedOut': 'Signed out.',
  'password.tooShort': 'The new password needs at least 10 characters.',
  'password.wrong': 'The current password is wrong.',
  'password.same': 'Choose a new password, not the one you have now.',
  'password.changed': 'Password changed.',
  'totp.notNow': 'An authenticator is already enrolled, or the password must be changed first.',
  'totp.scan': 'Scan the code with your authenticator app.',
  'totp.startFirst': 'Start the enrolment first.',
  'totp.codeWrong': 'That code is wrong: check the time on your phone and try the next one.',
  'totp.enrolled': 'Authenticator enrolled.',

  'setting.themeColor': 'Setting "{setting}" was not changed: the theme colour must be a colour such as {example} (#rrggbb, #rgb or rgb(r, g, b)).',

  'conversation.empty': 'Write something or attach a picture; nothing was sent.',
  'conversation.missing': 'No conversation #{id}.',
  'conversation.closed': "Conversation #{id} is closed; the member's next message opens a new one.",
  'conversation.sent': 'Sent to conversation #{id}.',

  'setting.logo': 'Setting "{setting}" was not changed: the logo must be a picture on this server (upload one with logo-set), or none.',

  'operators.noSuch': 'No operator is named "{username}".',
  'operators.ownReset': 'You cannot reset your own sign-in: change your password from your account, or ask another owner.',
  'operators.authenticatorReset': "{username}'s authenticator was removed and their sessions ended. Their next sign-in enrols a new one.",

  'lists.daysBackwards': 'The first day ({from}) is after the last ({to}): nothing can match.',

  'claims.noSuchOrder': 'No recharge or withdrawal is numbered {orderNo}.',
  'claims.notPending': '{orderNo} is no longer waiting for review.',
  'claims.heldToClaim': '{orderNo} is held by {holder} since {since}: take it over to work on it.',
  'claims.heldToDecide': '{orderNo} is held by {holder} since {since}: take it over before deciding it.',
  'claims.heldToRelease': '{orderNo} is held by {holder} since {since}: only they can let it go.',
  'claims.yours': '{orderNo} is yours to review.',
  'claims.takenOver': '{orderNo} is yours to review, taken over from {holder}.',
  'claims.nobody': 'Nobody holds {orderNo}.',
  'claims.released': '{orderNo} is back in the queue for anyone.',
} as const;

export type ConsoleMessageKey = keyof typeof CONSOLE_EN_US;
export type ConsoleCatalog = Record<ConsoleMessageKey, string>;
