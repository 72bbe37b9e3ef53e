import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { joinFamilyCode } from '../../app/family-code/family-code-store';
import { codeFromFragment } from '../../app/family-code/share-link';
import { useToast } from '../../app/toast';

/** Opening a share link adds its code to this device and puts it in use; the code then leaves the address bar. */
export function useJoinFromLink() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const toast = useToast();
  useEffect(() => {
    const found = codeFromFragment(hash);
    if (found === 'none') return;
    if (found === 'bad') {
      toast({ title: '링크의 가족 코드를 읽지 못했어요', description: '링크를 다시 받거나 코드를 직접 입력해 주세요.', tone: 'error' });
    } else {
      joinFamilyCode(found);
      toast({ title: '가족 코드를 이 기기에 추가했어요', description: '이제 이 기기에서도 기록을 볼 수 있어요.', tone: 'success' });
    }
    void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate, toast]);
}
