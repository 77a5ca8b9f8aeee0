import type { Glossary } from './glossary';
import { SHARED_ENTRIES, SHARED_PATTERNS } from './shared-terms';

/**
 * Brazilian Portuguese → English scientific terms and false friends (README.md for the sources). The engine
 * pivots through Spanish, so a term it would lose twice is worth the most here.
 */
const TERMS: [string, string][] = [
  // Medicine and health (DeCS/MeSH preferred terms)
  ['insuficiência cardíaca', 'heart failure'], ['insuficiência renal', 'renal failure'], ['doença renal crônica', 'chronic kidney disease'],
  ['infarto agudo do miocárdio', 'acute myocardial infarction'], ['acidente vascular cerebral', 'stroke'], ['hipertensão arterial sistêmica', 'systemic arterial hypertension'],
  ['hipertensão arterial', 'hypertension'], ['pressão arterial', 'blood pressure'], ['frequência cardíaca', 'heart rate'],
  ['índice de massa corporal', 'body mass index'], ['circunferência da cintura', 'waist circumference'], ['diabetes tipo 2', 'type 2 diabetes'],
  ['diabetes mellitus tipo 2', 'type 2 diabetes mellitus'], ['câncer de mama', 'breast cancer'], ['câncer de pulmão', 'lung cancer'],
  ['câncer de próstata', 'prostate cancer'], ['câncer colorretal', 'colorectal cancer'], ['ensaio clínico randomizado', 'randomized clinical trial'],
  ['ensaio clínico', 'clinical trial'], ['estudo transversal', 'cross-sectional study'], ['estudo de coorte', 'cohort study'],
  ['estudo caso-controle', 'case-control study'], ['revisão sistemática', 'systematic review'], ['metanálise', 'meta-analysis'],
  ['grupo controle', 'control group'], ['critérios de inclusão', 'inclusion criteria'], ['critérios de exclusão', 'exclusion criteria'],
  ['termo de consentimento livre e esclarecido', 'informed consent form'], ['comitê de ética', 'ethics committee'], ['efeitos adversos', 'adverse effects'],
  ['fatores de risco', 'risk factors'], ['fator de risco', 'risk factor'], ['atenção primária', 'primary care'], ['atenção básica', 'primary health care'],
  ['unidades básicas de saúde', 'primary health care units'], ['unidade básica de saúde', 'primary health care unit'], ['unidade de terapia intensiva', 'intensive care unit'],
  ['seguimento', 'follow-up'], ['gestantes', 'pregnant women'], ['recém-nascidos', 'newborns'], ['carga viral', 'viral load'], ['indetectável', 'undetectable'],
  ['cópias', 'copies'], ['prevalência', 'prevalence'], ['incidência', 'incidence'], ['mortalidade', 'mortality'], ['idade média', 'mean age'],
  ['sexo masculino', 'male sex'], ['sexo feminino', 'female sex'], ['via intraperitoneal', 'intraperitoneal route'], ['soro fetal bovino', 'fetal bovine serum'],
  ['proteína C reativa', 'C-reactive protein'], ['tomografia computadorizada', 'computed tomography'], ['ressonância magnética', 'magnetic resonance imaging'],
  ['escores', 'scores'], ['escore', 'score'], 
  // Biology and molecular biology
  ['camundongos', 'mice'], ['camundongo', 'mouse'], ['ratos', 'rats'], ['peixe-zebra', 'zebrafish'], ['cepa', 'strain'], ['cepas', 'strains'],
  ['iniciadores', 'primers'], ['oligonucleotídeos iniciadores', 'primers'], ['sequenciamento', 'sequencing'], ['silenciamento', 'silencing'],
  ['expressão gênica', 'gene expression'], ['genes diferencialmente expressos', 'differentially expressed genes'], ['transcriptoma', 'transcriptome'],
  ['linhagem celular', 'cell line'], ['linhagens celulares', 'cell lines'], ['cultura celular', 'cell culture'], ['viabilidade celular', 'cell viability'],
  ['estresse oxidativo', 'oxidative stress'], ['temperatura de anelamento', 'annealing temperature'], ['análise filogenética', 'phylogenetic analysis'],
  ['citometria de fluxo', 'flow cytometry'], ['imuno-histoquímica', 'immunohistochemistry'], ['microbiota intestinal', 'gut microbiota'],
  // Chemistry, materials and physics (IUPAC terminology)
  ['catalisador', 'catalyst'], ['catalisadores', 'catalysts'], ['espectroscopia no infravermelho', 'infrared spectroscopy'],
  ['espectroscopia de infravermelho', 'infrared spectroscopy'], ['difração de raios X', 'X-ray diffraction'], ['microscopia eletrônica de varredura', 'scanning electron microscopy'],
  ['microscopia eletrônica de transmissão', 'transmission electron microscopy'], ['cromatografia líquida', 'liquid chromatography'],
  ['análise termogravimétrica', 'thermogravimetric analysis'], ['área superficial específica', 'specific surface area'], ['carvão ativado', 'activated carbon'],
  ['limite de detecção', 'limit of detection'], ['limite de quantificação', 'limit of quantification'], ['ácido ascórbico', 'ascorbic acid'],
  ['filmes finos', 'thin films'], ['pulverização catódica', 'sputtering'], ['energia de ativação', 'activation energy'],
  ['magnetômetro', 'magnetometer'], ['nanopartículas', 'nanoparticles'],
  ['complexos', 'complexes'],
  // Engineering
  ['sistema fotovoltaico', 'photovoltaic system'], ['perda de carga', 'head loss'], ['tubulação', 'pipeline'], ['rugosidade', 'roughness'],
  ['corpos de prova', 'specimens'], ['corpo de prova', 'specimen'], ['concreto', 'concrete'], ['molhagem e secagem', 'wetting and drying'],
  ['microcontrolador', 'microcontroller'], ['controlador', 'controller'], ['resistência à compressão', 'compressive strength'], ['aço inoxidável', 'stainless steel'],
  ['águas residuárias', 'wastewater'], ['estação de tratamento de esgoto', 'wastewater treatment plant'], ['vazão', 'flow rate'],
  // Ecology and agriculture (AGROVOC)
  ['Mata Atlântica', 'Atlantic Forest'], ['Amazônia Legal', 'Legal Amazon'], ['cerrado', 'cerrado'], ['desmatamento', 'deforestation'],
  ['riqueza de espécies', 'species richness'], ['oxigênio dissolvido', 'dissolved oxygen'], ['soja', 'soybean'],
  ['adubação', 'fertilization'], ['delineamento experimental', 'experimental design'],
  ['inteiramente casualizado', 'completely randomized'], ['blocos casualizados', 'randomized blocks'], ['repetições', 'replicates'], ['parcelas', 'plots'],
  ['ferrugem-asiática', 'Asian soybean rust'], ['fungicida', 'fungicide'], ['à base de', 'based on'], ['milho', 'maize'], ['trigo', 'wheat'],
  ['matéria orgânica', 'organic matter'], ['uso do solo', 'land use'], ['mudanças climáticas', 'climate change'], 
  // Economics and social science
  ['PIB per capita', 'GDP per capita'], ['produto interno bruto', 'gross domestic product'], ['diferenças em diferenças', 'difference-in-differences'],
  ['efeitos fixos', 'fixed effects'], ['efeitos aleatórios', 'random effects'], ['erros-padrão', 'standard errors'], ['erro-padrão', 'standard error'],
  ['pobreza extrema', 'extreme poverty'], ['taxa de pobreza', 'poverty rate'], ['pontos percentuais', 'percentage points'], ['ponto percentual', 'percentage point'],
  ['elasticidade-preço da demanda', 'price elasticity of demand'], ['curto prazo', 'short run'], ['longo prazo', 'long run'], ['taxa de juros', 'interest rate'],
  ['mercado de trabalho', 'labor market'], ['crescimento econômico', 'economic growth'], ['commodities', 'commodities'],
  // Statistics (ISI glossary)
  ['desvio padrão', 'standard deviation'], ['desvio-padrão', 'standard deviation'], ['intervalo de confiança', 'confidence interval'],
  ['razão de chances', 'odds ratio'], ['risco relativo', 'relative risk'], ['análise de variância', 'analysis of variance'], ['tamanho de efeito', 'effect size'],
  ['tamanho do efeito', 'effect size'], ['tamanho amostral', 'sample size'], ['tamanho da amostra', 'sample size'], ['regressão logística', 'logistic regression'],
  ['regressão linear', 'linear regression'], ['consistência interna', 'internal consistency'], ['estrutura fatorial', 'factor structure'],
  ['análise fatorial confirmatória', 'confirmatory factor analysis'], ['análise fatorial exploratória', 'exploratory factor analysis'],
  ['estatisticamente significativo', 'statistically significant'], ['significativamente', 'significantly'], ['mediana', 'median'], ['variância', 'variance'],
  ['α de Cronbach', "Cronbach's α"], ['alfa de Cronbach', "Cronbach's alpha"], ['d de Cohen', "Cohen's d"], 
  // Computer science
  ['aprendizado de máquina', 'machine learning'], ['aprendizado profundo', 'deep learning'], ['rede neural convolucional', 'convolutional neural network'],
  ['redes neurais', 'neural networks'], ['rede neural', 'neural network'], ['conjunto de dados', 'dataset'], ['conjunto de teste', 'test set'],
  ['conjunto de treinamento', 'training set'], ['pré-treinada', 'pretrained'], ['pré-treinado', 'pretrained'], ['acurácia', 'accuracy'],
  ['tempo de resposta', 'response time'], ['microsserviços', 'microservices'], ['força bruta', 'brute force'], ['complexidade', 'complexity'],
  
  // False friends and connectives
  ['atualmente', 'currently'], ['eventualmente', 'possibly'], ['em função de', 'depending on'], ['em relação ao', 'compared with the'],
  ['em relação à', 'compared with the'], ['em relação a', 'compared with'], ['no entanto', 'however'], ['entretanto', 'however'], ['portanto', 'therefore'],
  ['ou seja', 'that is'], ['por exemplo', 'for example'], ['a partir de', 'from'], ['por meio de', 'by'], ['através de', 'through'],
  ['respectivamente', 'respectively'], ['segundo dados do', 'according to data from'], ['conforme a', 'according to'],
  ['conforme', 'according to'], ['em média', 'on average'], ['ao ano', 'per year'], ['por via', 'by'],
];

export const PORTUGUESE_GLOSSARY: Glossary = {
  entries: [...SHARED_ENTRIES, ...TERMS.map(([source, target]) => ({ source, target }))],
  patterns: SHARED_PATTERNS,
};
