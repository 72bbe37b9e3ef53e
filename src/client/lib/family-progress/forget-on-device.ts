import { forgetPlayingChild } from './playing-child';
import { familyProgressChanged } from './progress-changes';
import { dropReadingDraftsOf } from './reading-drafts';

/** The code's child choice and unsent reading leave the device; pages showing its progress read it again. */
export function forgetProgressOnDevice(code: string): void {
  forgetPlayingChild(code);
  dropReadingDraftsOf(code);
  familyProgressChanged(code);
}
