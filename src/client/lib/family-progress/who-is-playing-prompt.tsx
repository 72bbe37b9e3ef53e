import { lazy, Suspense, useState } from 'react';
import { useActiveFamilyCode } from '../family-code/active-code';
import { usePlayingChoice } from './playing-child';

const WhoIsPlayingDialog = lazy(() => import('./who-is-playing-dialog'));

// Asked once per visit: a child who said "later" is not asked again on every book.
let askedThisVisit = false;

/** On a device with a family code and no child chosen, asks who is playing; with no code, renders nothing. */
export function WhoIsPlayingPrompt() {
  const code = useActiveFamilyCode();
  const { name } = usePlayingChoice(code);
  const [closed, setClosed] = useState(askedThisVisit);
  if (!code || name || closed) return null;
  return (
    <Suspense fallback={null}>
      <WhoIsPlayingDialog
        onClose={() => {
          askedThisVisit = true;
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
