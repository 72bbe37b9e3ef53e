import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import boldFontUrl from 'pretendard/dist/public/static/alternative/Pretendard-Bold.ttf?url';
import regularFontUrl from 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf?url';
import type { CareerPlanContent } from './career-plan-content';

// TTF only: a WOFF font took 9–14 s per render and WOFF2 made a 5 MB PDF (measured when the PDF was built).
Font.register({
  family: 'Pretendard',
  fonts: [
    { src: regularFontUrl, fontWeight: 400 },
    { src: boldFontUrl, fontWeight: 700 },
  ],
});
// Korean breaks between words at spaces; the default English hyphenation would cut syllables apart.
Font.registerHyphenationCallback((word) => [word]);

const indigo = '#4338ca';
const ink = '#1e293b';
const soft = '#475569';

const s = StyleSheet.create({
  page: { fontFamily: 'Pretendard', fontSize: 10, color: ink, paddingTop: 32, paddingBottom: 44, paddingHorizontal: 40, lineHeight: 1.45 },
  heading: { fontSize: 22, fontWeight: 700, color: indigo, lineHeight: 1.3 },
  date: { marginTop: 2, color: soft },
  section: { marginTop: 14 },
  sectionTitle: { fontSize: 13, fontWeight: 700, color: indigo, marginBottom: 6, lineHeight: 1.3 },
  grid: { flexDirection: 'row', justifyContent: 'space-between' },
  zone: { width: '24%', borderWidth: 1, borderColor: '#e2e8f0', borderRadius: 6, padding: 8 },
  zoneTitle: { fontWeight: 700, marginBottom: 2 },
  careerBox: { backgroundColor: '#eef2ff', borderRadius: 8, padding: 12 },
  careerTitle: { fontSize: 17, fontWeight: 700, lineHeight: 1.3, marginBottom: 2 },
  muted: { color: soft },
  stage: { marginBottom: 6, borderLeftWidth: 3, borderLeftColor: '#a5b4fc', paddingLeft: 10 },
  stageTitle: { fontWeight: 700, marginBottom: 2 },
  row: { flexDirection: 'row' },
  marker: { width: 14 },
  rowText: { flex: 1 },
  footer: { position: 'absolute', bottom: 22, left: 40, right: 40, fontSize: 8.5, color: soft, textAlign: 'center' },
});

function Row({ marker, text }: { marker: string; text: string }) {
  return (
    <View style={s.row}>
      <Text style={s.marker}>{marker}</Text>
      <Text style={s.rowText}>{text}</Text>
    </View>
  );
}

/** The printable career plan: board, career, five-stage roadmap and the 3-month activities. */
export function CareerPlanDocument({ content }: { content: CareerPlanContent }) {
  return (
    <Document title={`${content.heading} - ${content.career.title}`} author="이야기 Iyagi" language="ko">
      <Page size="A4" style={s.page}>
        <Text style={s.heading}>{content.heading}</Text>
        <Text style={s.date}>{content.dateLine}</Text>

        <View style={s.section}>
          <Text style={s.sectionTitle}>나를 알아보는 보드</Text>
          <View style={s.grid}>
            {content.board.map((zone) => (
              <View key={zone.title} style={s.zone}>
                <Text style={s.zoneTitle}>{zone.title}</Text>
                <Text>{zone.items}</Text>
              </View>
            ))}
          </View>
        </View>

        <View style={s.section} wrap={false}>
          <Text style={s.sectionTitle}>나의 꿈의 직업</Text>
          <View style={s.careerBox}>
            <Text style={s.careerTitle}>{content.career.title}</Text>
            <Text>{content.career.description}</Text>
            <Text style={s.muted}>{content.career.match}</Text>
            {content.career.reasons && <Text style={s.muted}>{content.career.reasons}</Text>}
          </View>
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>한국에서 미국까지, 나의 로드맵</Text>
          {content.stages.map((stage, index) => (
            <View key={stage.title} style={s.stage} wrap={false}>
              <Text style={s.stageTitle}>{`${index + 1}. ${stage.title}`}</Text>
              {stage.items.map((item) =>
                stage.preparing ? (
                  <Text key={item} style={s.muted}>
                    {item}
                  </Text>
                ) : (
                  <Row key={item} marker="•" text={item} />
                ),
              )}
            </View>
          ))}
        </View>

        {content.activities.length > 0 && (
          <View style={s.section} wrap={false}>
            <Text style={s.sectionTitle}>{content.activitiesHeading}</Text>
            {content.activities.map((activity, index) => (
              <Row key={activity} marker={`${index + 1}.`} text={activity} />
            ))}
          </View>
        )}
        {/* Plain text on purpose: react-pdf drops render-prop text (page numbers) under an inherited line height. */}
        <Text style={s.footer} fixed>
          이야기 Iyagi · 꿈의 직업 플래너
        </Text>
      </Page>
    </Document>
  );
}
