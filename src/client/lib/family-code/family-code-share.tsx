import { lazy, Suspense, useId, useState } from 'react';
import { formatFamilyCode } from '@/shared/family-code';
import { Button } from '../../ui/button-link';
import { useToast } from '../toast';
import { shareLink } from './share-link';

// The QR encoder loads only when someone opens the panel.
const QrCode = lazy(() => import('./qr-code'));

/** The family code in large letters, and behind one button the link and QR code that open the report elsewhere. */
export function FamilyCodeShare({ code, intro }: { code: string; intro?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toast = useToast();
  const link = shareLink(window.location.origin, code);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: '링크를 복사했어요', description: '메시지나 메일에 붙여 넣어 보내 주세요.', tone: 'success' });
    } catch {
      toast({ title: '복사하지 못했어요', description: '링크를 길게 눌러 직접 복사해 주세요.', tone: 'error' });
    }
  };
  const send = () => void navigator.share({ title: '구구단 퀴즈 성적표', url: link }).catch(() => {});

  return (
    <div className="rounded-2xl bg-indigo-50 p-4 text-left sm:p-5">
      <p className="text-sm font-bold text-indigo-900">우리 가족 코드</p>
      <p className="mt-1 font-mono text-xl font-extrabold tracking-wider break-all text-indigo-950 sm:text-2xl" data-testid="family-code">
        {formatFamilyCode(code)}
      </p>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <Button tone="quiet" className="mt-3" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">📱</span> 다른 기기에서 보기
      </Button>
      {open && (
        <div id={panelId} className="mt-4 flex flex-col items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-indigo-100 sm:flex-row sm:items-start">
          <Suspense fallback={<div className="h-44 w-44 rounded-xl bg-slate-100" />}>
            <QrCode text={link} label="성적표를 여는 QR 코드" />
          </Suspense>
          <div className="min-w-0 flex-1 space-y-3">
            <p className="text-slate-800">휴대폰 카메라로 QR 코드를 찍거나 이 링크를 보내 주세요. 링크를 연 기기에서도 같은 성적표를 볼 수 있어요.</p>
            <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800" data-testid="share-link">
              {link}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button tone="primary" onClick={() => void copy()}>
                링크 복사하기
              </Button>
              {canShare && (
                <Button tone="quiet" onClick={send}>
                  링크 보내기
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
