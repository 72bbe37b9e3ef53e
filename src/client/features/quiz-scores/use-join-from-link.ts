import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { joinFamilyCode } from '../../lib/family-code/family-code-store';
import { codeFromFragment } from '../../lib/family-code/share-link';

/** What opening a share link did: added its code, or found a code it could not read. */
export type LinkOutcome = { joined: string } | 'unreadable' | null;

/** Opening a share link adds its code to this device and puts it in use; the code then leaves the address bar. */
export function useJoinFromLink(): LinkOutcome {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [outcome, setOutcome] = useState<LinkOutcome>(null);
  useEffect(() => {
    const found = codeFromFragment(hash);
    if (found === 'none') return;
    if (found === 'bad') {
      setOutcome('unreadable');
    } else {
      joinFamilyCode(found);
      setOutcome({ joined: found });
    }
    void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  return outcome;
}
