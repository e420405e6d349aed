/** Everything the three steps collect. */
export interface SignupData {
  email: string;
  password: string;
  cpassword: string;
  referral: string;
  firstName: string;
  lastName: string;
  /** A listed college id, -1 for Other, or null until one is picked. */
  college: number | null;
  otherCollege: string;
  year: string;
  mobile: string;
}

const emptySignup: SignupData = {
  email: '',
  password: '',
  cpassword: '',
  referral: '',
  firstName: '',
  lastName: '',
  college: null,
  otherCollege: '',
  year: '',
  mobile: '',
};

const SIGNUP_DRAFT_KEY = 'greatstep:signup-draft';

type Draft = Omit<SignupData, 'password' | 'cpassword'>;

function sessionArea(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What a reload of /signup brings back: steps 1 and 2 for this tab's session, never a password. */
export function loadDraft(): SignupData {
  try {
    const raw = sessionArea()?.getItem(SIGNUP_DRAFT_KEY);
    if (!raw) return emptySignup;
    const saved = JSON.parse(raw) as Partial<Record<keyof Draft, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      ...emptySignup,
      email: text(saved.email),
      referral: text(saved.referral),
      firstName: text(saved.firstName),
      lastName: text(saved.lastName),
      college: typeof saved.college === 'number' ? saved.college : null,
      otherCollege: text(saved.otherCollege),
      year: text(saved.year),
      mobile: text(saved.mobile),
    };
  } catch {
    return emptySignup;
  }
}

export function saveDraft({ password: _password, cpassword: _cpassword, ...draft }: SignupData): void {
  try {
    sessionArea()?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the reload convenience.
  }
}

export function clearDraft(): void {
  try {
    sessionArea()?.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
