import type { CurUser } from '@greatstep/shared';
import { collegeName } from '@greatstep/shared/colleges';
import type { QuizFormConfig } from '../../content/quizomania-form';

/** The form's address with the user's name and college filled in (a Google Form's prefill parameters). */
export function quizFormUrl(config: QuizFormConfig, user: CurUser): string | null {
  let url: URL;
  try {
    url = new URL(config.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  url.searchParams.set('embedded', 'true');
  url.searchParams.set('usp', 'pp_url');
  url.searchParams.set(config.nameField, `${user.firstName} ${user.lastName}`.trim());
  url.searchParams.set(config.collegeField, collegeName(user.college, user.otherCollege));
  return url.toString();
}
