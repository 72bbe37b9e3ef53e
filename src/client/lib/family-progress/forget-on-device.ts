import { forgetContinueOf } from './continue-reading';
import { forgetPlayingChild } from './playing-child';
import { familyProgressChanged } from './progress-changes';
import { dropReadingDraftsOf } from './reading-drafts';

/** The code's child choice, unsent reading and book to continue leave the device; pages showing its progress read it again. */
export function forgetProgressOnDevice(code: string): void {
  forgetPlayingChild(code);
  forgetContinueOf(code);
  dropReadingDraftsOf(code);
  familyProgressChanged(code);
}
