/** The report's promise to families, said the same way wherever records are shown. */
export function PrivacyPromise() {
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-left text-emerald-950">
      <span aria-hidden="true" className="text-2xl">
        🤝
      </span>
      <span>
        <strong>이야기의 약속</strong> · 아이 이름과 점수는 가족 코드를 아는 사람에게만 보여요. 다른 가족에게는 보이지 않고, 다른 곳에 쓰지 않으며, 언제든 모두
        지울 수 있어요.
      </span>
    </p>
  );
}
