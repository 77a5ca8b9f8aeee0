import type { FindingCategory, ScoreCategory } from '@marginalia/contracts/grammar-check/assessment-score';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/**
 * Every word printed on the Language Quality Report PDF, per site language; `{name}` placeholders are
 * filled with `interpolate`. Kept apart from the drawing code so translators edit sentences, not layout.
 */
export interface ReportPdfLabels {
  title: string;
  file: string;
  checkedOn: string;
  words: string;
  english: string;
  american: string;
  british: string;
  score: string;
  outOf: string;
  categories: Record<ScoreCategory, string>;
  percentile: string;
  percentileLowest: string;
  processing: string;
  errorCounts: string;
  total: string;
  findingCategories: Record<FindingCategory, string>;
  howComputed: string;
  formula: string[];
  nextSteps: string;
  editingRecommended: string;
  editingNotNeeded: string;
  findings: string;
  noFindings: string;
  suggestion: string;
  deleteSuggestion: string;
  findingsCut: string;
  disclaimer: string;
  page: string;
}

export const REPORT_PDF_LABELS: Record<SiteLanguage, ReportPdfLabels> = {
  en: {
    title: 'Language Quality Report',
    file: 'Manuscript',
    checkedOn: 'Checked on',
    words: 'Words',
    english: 'English',
    american: 'American English',
    british: 'British English',
    score: 'Language score',
    outOf: 'out of 10',
    categories: { exceptional: 'Exceptional', average: 'Average', poor: 'Needs improvement' },
    percentile: 'Better than {percent}% of the manuscripts we have assessed ({ordinal} percentile).',
    percentileLowest: 'Among the lowest 1% of the manuscripts we have assessed.',
    processing: 'The check of this manuscript is still running.',
    errorCounts: 'Issues by category',
    total: 'Total',
    findingCategories: {
      consistencySpellingTypos: 'Spelling, typos and consistency',
      grammarMechanics: 'Grammar and mechanics',
      phrasing: 'Phrasing',
      punctuation: 'Punctuation',
      wordChoice: 'Word choice',
    },
    howComputed: 'How this score is computed',
    formula: [
      'Each issue found counts by how much its kind hurts a reader (grammar 1.0; spelling and word choice 0.8; phrasing 0.6; punctuation 0.4) and by how sure the check is of it; the same issue on the same words counts at most three times.',
      'The sum is taken per 100 words: r = 100 × weighted issues ÷ words. The score is 10 × e^(−r ÷ 2.5), with one decimal: no issues score 10, about 1.2 weighted issues per 100 words 6.1, about 3.3 per 100 words 2.7.',
      'Exceptional from 6.1, average from 2.7, needs improvement below. The percentile compares the score with the manuscripts assessed before.',
    ],
    nextSteps: 'Next steps',
    editingRecommended: 'We recommend professional editing before you submit: the issues found would distract reviewers. Editing services start at {price}.',
    editingNotNeeded: 'The language of this manuscript is in good shape. Professional editing can still polish style and flow; services start at {price}.',
    findings: 'Every issue found',
    noFindings: 'The check found no issues.',
    suggestion: 'Suggestion',
    deleteSuggestion: 'delete',
    findingsCut: 'The first {shown} of {total} issues are listed.',
    disclaimer: 'An automated check finds many but not all language issues, and some of what it flags may be intended. Your manuscript stays on our servers and is never shared.',
    page: 'Page {page} of {pages}',
  },
  br: {
    title: 'Relatório de Qualidade do Idioma',
    file: 'Manuscrito',
    checkedOn: 'Verificado em',
    words: 'Palavras',
    english: 'Inglês',
    american: 'Inglês americano',
    british: 'Inglês britânico',
    score: 'Pontuação do idioma',
    outOf: 'de 10',
    categories: { exceptional: 'Excepcional', average: 'Média', poor: 'Precisa melhorar' },
    percentile: 'Melhor que {percent} % dos manuscritos que avaliamos (percentil {ordinal}).',
    percentileLowest: 'Entre os 1% de manuscritos com pontuação mais baixa que avaliamos.',
    processing: 'A verificação deste manuscrito ainda está em andamento.',
    errorCounts: 'Problemas por categoria',
    total: 'Total',
    findingCategories: {
      consistencySpellingTypos: 'Ortografia, erros de digitação e consistência',
      grammarMechanics: 'Gramática e mecânica',
      phrasing: 'Fraseologia',
      punctuation: 'Pontuação',
      wordChoice: 'Escolha de palavras',
    },
    howComputed: 'Como esta pontuação é calculada',
    formula: [
      'Cada problema encontrado conta conforme o quanto seu tipo atrapalha o leitor (gramática 1,0; ortografia e escolha de palavras 0,8; fraseologia 0,6; pontuação 0,4) e conforme a certeza da verificação; o mesmo problema nas mesmas palavras conta no máximo três vezes.',
      'A soma é tomada por 100 palavras: r = 100 × problemas ponderados ÷ palavras. A pontuação é 10 × e^(−r ÷ 2,5), com uma casa decimal: sem problemas, 10; cerca de 1,2 problema ponderado por 100 palavras, 6,1; cerca de 3,3 por 100 palavras, 2,7.',
      'Excepcional a partir de 6,1, média a partir de 2,7, precisa melhorar abaixo disso. O percentil compara a pontuação com os manuscritos avaliados antes.',
    ],
    nextSteps: 'Próximos passos',
    editingRecommended: 'Recomendamos uma revisão profissional antes da submissão: os problemas encontrados distrairiam os revisores. Os serviços de revisão começam em {price}.',
    editingNotNeeded: 'O idioma deste manuscrito está em boa forma. Uma revisão profissional ainda pode aprimorar o estilo e a fluidez; os serviços começam em {price}.',
    findings: 'Todos os problemas encontrados',
    noFindings: 'A verificação não encontrou problemas.',
    suggestion: 'Sugestão',
    deleteSuggestion: 'excluir',
    findingsCut: 'Estão listados os primeiros {shown} de {total} problemas.',
    disclaimer: 'Uma verificação automática encontra muitos problemas de idioma, mas não todos, e parte do que ela aponta pode ser intencional. Seu manuscrito permanece em nossos servidores e nunca é compartilhado.',
    page: 'Página {page} de {pages}',
  },
  cn: {
    title: '语言质量报告',
    file: '稿件',
    checkedOn: '检查日期',
    words: '字数',
    english: '英语',
    american: '美式英语',
    british: '英式英语',
    score: '语言评分',
    outOf: '（满分 10）',
    categories: { exceptional: '优秀', average: '中等', poor: '有待改进' },
    percentile: '优于我们评估过的 {percent}% 的稿件（第 {ordinal} 百分位）。',
    percentileLowest: '位于我们评估过的稿件中最低的 1%。',
    processing: '本稿件的检查仍在进行中。',
    errorCounts: '各类问题数量',
    total: '合计',
    findingCategories: {
      consistencySpellingTypos: '拼写、笔误与一致性',
      grammarMechanics: '语法与规范',
      phrasing: '措辞表达',
      punctuation: '标点',
      wordChoice: '用词',
    },
    howComputed: '评分的计算方法',
    formula: [
      '每个问题按其类型对读者的影响计权（语法 1.0；拼写与用词 0.8；措辞 0.6；标点 0.4），并乘以检查对该问题的把握程度；同一词语上的同一问题最多计三次。',
      '按每 100 词求和：r = 100 × 加权问题数 ÷ 词数。评分为 10 × e^(−r ÷ 2.5)，保留一位小数：没有问题得 10 分；每 100 词约 1.2 个加权问题得 6.1 分；约 3.3 个得 2.7 分。',
      '6.1 分及以上为优秀，2.7 分及以上为中等，以下为有待改进。百分位将评分与此前评估过的稿件相比较。',
    ],
    nextSteps: '后续步骤',
    editingRecommended: '建议在投稿前进行专业编辑：所发现的问题会分散审稿人的注意力。编辑服务 {price} 起。',
    editingNotNeeded: '本稿件的语言状况良好。专业编辑仍可润色文风与行文流畅度；服务 {price} 起。',
    findings: '发现的全部问题',
    noFindings: '检查未发现问题。',
    suggestion: '建议',
    deleteSuggestion: '删除',
    findingsCut: '列出了 {total} 个问题中的前 {shown} 个。',
    disclaimer: '自动检查能发现许多语言问题，但并非全部，其标出的部分内容也可能是作者有意为之。您的稿件保存在我们的服务器上，绝不外传。',
    page: '第 {page} 页，共 {pages} 页',
  },
  es: {
    title: 'Informe de calidad del idioma',
    file: 'Manuscrito',
    checkedOn: 'Revisado el',
    words: 'Palabras',
    english: 'Inglés',
    american: 'Inglés estadounidense',
    british: 'Inglés británico',
    score: 'Puntuación del idioma',
    outOf: 'de 10',
    categories: { exceptional: 'Excepcional', average: 'Media', poor: 'Necesita mejorar' },
    percentile: 'Mejor que el {percent} % de los manuscritos que hemos evaluado (percentil {ordinal}).',
    percentileLowest: 'Entre el 1% de los manuscritos con la puntuación más baja que hemos evaluado.',
    processing: 'La revisión de este manuscrito todavía está en curso.',
    errorCounts: 'Problemas por categoría',
    total: 'Total',
    findingCategories: {
      consistencySpellingTypos: 'Ortografía, erratas y coherencia',
      grammarMechanics: 'Gramática y mecánica',
      phrasing: 'Redacción',
      punctuation: 'Puntuación',
      wordChoice: 'Elección de palabras',
    },
    howComputed: 'Cómo se calcula esta puntuación',
    formula: [
      'Cada problema encontrado cuenta según cuánto molesta su tipo al lector (gramática 1,0; ortografía y elección de palabras 0,8; redacción 0,6; puntuación 0,4) y según la seguridad de la revisión; el mismo problema en las mismas palabras cuenta tres veces como máximo.',
      'La suma se toma por cada 100 palabras: r = 100 × problemas ponderados ÷ palabras. La puntuación es 10 × e^(−r ÷ 2,5), con un decimal: sin problemas, 10; unos 1,2 problemas ponderados por 100 palabras, 6,1; unos 3,3 por 100 palabras, 2,7.',
      'Excepcional desde 6,1, media desde 2,7, necesita mejorar por debajo. El percentil compara la puntuación con los manuscritos evaluados antes.',
    ],
    nextSteps: 'Próximos pasos',
    editingRecommended: 'Le recomendamos una edición profesional antes del envío: los problemas encontrados distraerían a los revisores. Los servicios de edición empiezan en {price}.',
    editingNotNeeded: 'El idioma de este manuscrito está en buena forma. Una edición profesional aún puede pulir el estilo y la fluidez; los servicios empiezan en {price}.',
    findings: 'Todos los problemas encontrados',
    noFindings: 'La revisión no encontró problemas.',
    suggestion: 'Sugerencia',
    deleteSuggestion: 'eliminar',
    findingsCut: 'Se muestran los primeros {shown} de {total} problemas.',
    disclaimer: 'Una revisión automática encuentra muchos problemas de idioma, pero no todos, y parte de lo que señala puede ser intencionado. Su manuscrito permanece en nuestros servidores y nunca se comparte.',
    page: 'Página {page} de {pages}',
  },
  jp: {
    title: '英文品質レポート',
    file: '原稿',
    checkedOn: 'チェック日',
    words: '語数',
    english: '英語',
    american: 'アメリカ英語',
    british: 'イギリス英語',
    score: '英文スコア',
    outOf: '（10 点満点）',
    categories: { exceptional: '非常に良い', average: '平均的', poor: '改善が必要' },
    percentile: 'これまでに評価した原稿の {percent}% より良好です（{ordinal} パーセンタイル）。',
    percentileLowest: 'これまでに評価した原稿のうち、下位 1% に入ります。',
    processing: 'この原稿のチェックはまだ実行中です。',
    errorCounts: 'カテゴリー別の指摘数',
    total: '合計',
    findingCategories: {
      consistencySpellingTypos: 'スペル・誤字・一貫性',
      grammarMechanics: '文法・表記',
      phrasing: '言い回し',
      punctuation: '句読点',
      wordChoice: '語の選択',
    },
    howComputed: 'スコアの算出方法',
    formula: [
      '各指摘は、その種類が読み手に与える影響（文法 1.0、スペルと語の選択 0.8、言い回し 0.6、句読点 0.4）と、チェックの確信度に応じて数えます。同じ語句への同じ指摘は最大 3 回まで数えます。',
      '合計は 100 語あたりで求めます：r = 100 × 重み付き指摘数 ÷ 語数。スコアは 10 × e^(−r ÷ 2.5) で、小数第 1 位まで表示します。指摘なしで 10、100 語あたり約 1.2 件で 6.1、約 3.3 件で 2.7 になります。',
      '6.1 以上は非常に良い、2.7 以上は平均的、それ未満は改善が必要です。パーセンタイルは、これまでに評価した原稿とスコアを比較したものです。',
    ],
    nextSteps: '次のステップ',
    editingRecommended: '投稿前に専門家による英文校正をお勧めします。見つかった問題は査読者の妨げになります。校正サービスは {price} からです。',
    editingNotNeeded: 'この原稿の英文は良好な状態です。専門家の校正で文体や流れをさらに磨くこともできます。サービスは {price} からです。',
    findings: '見つかったすべての指摘',
    noFindings: 'チェックで指摘は見つかりませんでした。',
    suggestion: '修正案',
    deleteSuggestion: '削除',
    findingsCut: '{total} 件のうち最初の {shown} 件を表示しています。',
    disclaimer: '自動チェックは多くの英文の問題を見つけますが、すべてではありません。また、指摘の一部は意図的な表現である場合があります。原稿は当社のサーバーに保管され、外部に共有されることはありません。',
    page: '{page} / {pages} ページ',
  },
};
