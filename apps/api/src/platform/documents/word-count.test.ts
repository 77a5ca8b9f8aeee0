import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-detection';
import { countWords } from './word-count';

describe('counting words as vendors price them', () => {
  it.each([
    ['plain English', 'The quick brown fox jumps over the lazy dog.', 9],
    ['apostrophes and hyphens inside words', "State-of-the-art models don't fail; the authors' data didn’t either.", 9],
    ['numbers with separators', 'We enrolled 1,024 patients (3.5% of 29,000) in 2023.', 9],
    ['punctuation and dashes alone are not words', 'Results — see below – and ( ) [ ] ... ; :', 4],
    ['accented Spanish and Portuguese', 'El análisis estadístico mostró una asociação significativa.', 7],
    ['Chinese, one word per character', '本研究分析了数据。', 8],
    ['Japanese kana and kanji, the prolonged sound mark is not a word', 'データを分析しました。', 9],
    ['Korean syllables', '데이터 분석', 5],
    ['mixed Chinese and English', '我们使用 PCR 方法 (n = 12)。', 9],
    ['an empty text', '   \n\t ', 0],
  ])('%s', (_label, text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

const ENGLISH =
  'Climate change is expected to alter the distribution of many plant species. In this study we examined how rising ' +
  'temperatures affect the germination rate of alpine seeds collected from three mountain ranges. Our results show that ' +
  'warming reduced germination by almost one third, although the effect differed between populations.';
const SPANISH =
  'El cambio climático alterará la distribución de muchas especies vegetales. En este estudio examinamos cómo el aumento ' +
  'de las temperaturas afecta a la tasa de germinación de semillas alpinas recogidas en tres cordilleras. Los resultados ' +
  'muestran que el calentamiento redujo la germinación en casi un tercio, aunque el efecto varió entre las poblaciones.';
const PORTUGUESE =
  'As mudanças climáticas devem alterar a distribuição de muitas espécies de plantas. Neste estudo, examinamos como o ' +
  'aumento das temperaturas afeta a taxa de germinação de sementes alpinas coletadas em três cadeias de montanhas. Os ' +
  'resultados mostram que o aquecimento reduziu a germinação em quase um terço, embora o efeito tenha variado.';
const CHINESE =
  '气候变化预计将改变许多植物物种的分布。本研究考察了气温升高如何影响从三个山脉采集的高山种子的发芽率。结果表明，升温使发芽率降低了近三分之一。';
const JAPANESE =
  '気候変動は多くの植物種の分布を変えると予想される。本研究では、気温の上昇が三つの山脈で採取した高山植物の種子の発芽率にどのように影響するかを調べた。';
const KOREAN =
  '기후 변화는 많은 식물 종의 분포를 바꿀 것으로 예상된다. 본 연구에서는 기온 상승이 고산 종자의 발아율에 미치는 영향을 조사하였다.';

describe('detecting the language of a manuscript', () => {
  it.each([
    ['English', ENGLISH, 'en'],
    ['Spanish', SPANISH, 'es'],
    ['Portuguese', PORTUGUESE, 'pt'],
    ['Chinese, by its script', CHINESE, 'zh'],
    ['Japanese, by its kana', JAPANESE, 'ja'],
    ['Korean, by its hangul', KOREAN, 'ko'],
    ['Chinese with English terms and references', `${CHINESE} PCR, ELISA and qPCR were used. ${CHINESE}`, 'zh'],
  ])('%s', (_label, text, expected) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it('goes by the body, not by an English abstract at the top of a Spanish paper', () => {
    const paper = [ENGLISH, ...Array.from({ length: 12 }, () => SPANISH)].join('\n\n');
    expect(detectLanguage(paper)).toBe('es');
  });

  it('gives up on text too short or without letters', () => {
    expect(detectLanguage('Hi')).toBeNull();
    expect(detectLanguage('1234 5678 — 42')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });
});
