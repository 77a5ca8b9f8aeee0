import type { Glossary } from './glossary';
import { SHARED_ENTRIES, SHARED_PATTERNS } from './shared-terms';
import { spanishPassives } from './methods-verbs';

/**
 * Spanish → English scientific terms and false friends (README.md for the sources). Plurals are listed where
 * the plural is common in papers; each term is a term of its field, not a phrase of any one text.
 */
const TERMS: [string, string][] = [
  // Medicine and health (DeCS/MeSH preferred terms)
  ['insuficiencia cardíaca', 'heart failure'], ['insuficiencia cardiaca', 'heart failure'], ['insuficiencia renal', 'renal failure'],
  ['enfermedad renal crónica', 'chronic kidney disease'], ['infarto agudo de miocardio', 'acute myocardial infarction'],
  ['infarto de miocardio', 'myocardial infarction'], ['accidente cerebrovascular', 'stroke'], ['ictus', 'stroke'],
  ['hipertensión arterial', 'hypertension'], ['presión arterial', 'blood pressure'], ['tensión arterial', 'blood pressure'],
  ['frecuencia cardíaca', 'heart rate'], ['frecuencia cardiaca', 'heart rate'], ['frecuencia respiratoria', 'respiratory rate'],
  ['índice de masa corporal', 'body mass index'], ['masa corporal', 'body mass'], ['perímetro abdominal', 'waist circumference'],
  ['diabetes tipo 2', 'type 2 diabetes'], ['diabetes mellitus tipo 2', 'type 2 diabetes mellitus'], ['diabetes tipo 1', 'type 1 diabetes'],
  ['cáncer de mama', 'breast cancer'], ['cáncer de pulmón', 'lung cancer'], ['cáncer colorrectal', 'colorectal cancer'],
  ['cáncer de próstata', 'prostate cancer'], ['cáncer de cuello uterino', 'cervical cancer'],
  ['ensayo clínico aleatorizado', 'randomized clinical trial'], ['ensayo clínico', 'clinical trial'], ['ensayos clínicos', 'clinical trials'],
  ['estudio transversal', 'cross-sectional study'], ['estudio de cohortes', 'cohort study'], ['estudio de casos y controles', 'case-control study'],
  ['revisión sistemática', 'systematic review'], ['metaanálisis', 'meta-analysis'], ['grupo control', 'control group'],
  ['grupo de control', 'control group'], ['criterios de inclusión', 'inclusion criteria'], ['criterios de exclusión', 'exclusion criteria'],
  ['consentimiento informado', 'informed consent'], ['comité de ética', 'ethics committee'], ['efectos adversos', 'adverse effects'],
  ['efectos secundarios', 'side effects'], ['seguimiento', 'follow-up'], ['factores de riesgo', 'risk factors'], ['factor de riesgo', 'risk factor'],
  ['atención primaria', 'primary care'], ['unidad de cuidados intensivos', 'intensive care unit'], ['sala de urgencias', 'emergency department'],
  ['al ingreso', 'at admission'], ['edad media', 'mean age'], ['sexo masculino', 'male sex'], ['sexo femenino', 'female sex'],
  ['varones', 'men'], ['mortalidad', 'mortality'], ['morbilidad', 'morbidity'], ['prevalencia', 'prevalence'], ['incidencia', 'incidence'],
  ['embarazadas', 'pregnant women'], ['gestantes', 'pregnant women'], ['recién nacidos', 'newborns'], ['lactantes', 'infants'],
  ['niveles séricos', 'serum levels'], ['concentraciones séricas', 'serum concentrations'], ['suero fetal bovino', 'fetal bovine serum'],
  ['proteína C reactiva', 'C-reactive protein'], ['glucosa en ayunas', 'fasting glucose'], ['hemoglobina glucosilada', 'glycated hemoglobin'],
  ['tomografía computarizada', 'computed tomography'], ['resonancia magnética', 'magnetic resonance imaging'],
  ['cuestionario', 'questionnaire'], ['escala', 'scale'], ['puntuación', 'score'], ['puntuaciones', 'scores'],
  // Biology and molecular biology
  ['pez cebra', 'zebrafish'], ['peces cebra', 'zebrafish'], ['ratones', 'mice'], ['ratón', 'mouse'], ['ratas', 'rats'],
  ['cepa', 'strain'], ['cepas', 'strains'], ['cebadores', 'primers'], ['cebador', 'primer'], ['secuenciación', 'sequencing'],
  ['ARN pequeño de interferencia', 'small interfering RNA'], ['ARN de interferencia', 'interfering RNA'], ['silenciamiento', 'silencing'],
  ['expresión génica', 'gene expression'], ['genes diferencialmente expresados', 'differentially expressed genes'],
  ['línea celular', 'cell line'], ['líneas celulares', 'cell lines'], ['cultivo celular', 'cell culture'], ['viabilidad celular', 'cell viability'],
  ['ciclo celular', 'cell cycle'], ['muerte celular', 'cell death'], ['estrés oxidativo', 'oxidative stress'], ['especies reactivas de oxígeno', 'reactive oxygen species'],
  ['análisis filogenético', 'phylogenetic analysis'], ['árbol filogenético', 'phylogenetic tree'], 
  ['western blot', 'western blot'], ['citometría de flujo', 'flow cytometry'], ['inmunohistoquímica', 'immunohistochemistry'],
  ['eclosión', 'hatching'], ['edema pericárdico', 'pericardial edema'], ['microbiota intestinal', 'gut microbiota'],
  // Chemistry, materials and physics (IUPAC terminology)
  ['espectroscopía infrarroja', 'infrared spectroscopy'], ['espectroscopia infrarroja', 'infrared spectroscopy'],
  ['difracción de rayos X', 'X-ray diffraction'], ['microscopía electrónica de barrido', 'scanning electron microscopy'],
  ['microscopía electrónica de transmisión', 'transmission electron microscopy'], ['cromatografía líquida', 'liquid chromatography'],
  ['cromatografía de gases', 'gas chromatography'], ['espectrometría de masas', 'mass spectrometry'], ['espectros', 'spectra'],
  ['método sol-gel', 'sol-gel method'], ['dopados con', 'doped with'], ['dopado con', 'doped with'], ['nanopartículas', 'nanoparticles'],
  ['nanocompuestos', 'nanocomposites'], ['catalizador', 'catalyst'], ['catalizadores', 'catalysts'], ['reacción de acoplamiento', 'coupling reaction'], ['constante de velocidad', 'rate constant'], ['energía de activación', 'activation energy'],
  ['área superficial específica', 'specific surface area'], ['punto de fusión', 'melting point'], ['peso molecular', 'molecular weight'],
  ['longitud de onda', 'wavelength'], ['potencia de salida', 'output power'], ['campo magnético', 'magnetic field'],
  ['constante dieléctrica', 'dielectric constant'], ['transición de fase', 'phase transition'], ['elementos finitos', 'finite elements'],
  ['criostato', 'cryostat'], ['láser de diodo', 'diode laser'], ['películas delgadas', 'thin films'],
  // Engineering
  ['resistencia a compresión', 'compressive strength'], ['resistencia a la compresión', 'compressive strength'],
  ['resistencia a tracción', 'tensile strength'], ['hormigón', 'concrete'], ['ceniza volante', 'fly ash'], ['acero inoxidable', 'stainless steel'],
  ['probetas', 'specimens'], ['probeta', 'specimen'], ['relación de carga', 'load ratio'], ['frecuencia de conmutación', 'switching frequency'],
  ['planta depuradora', 'wastewater treatment plant'], ['aguas residuales', 'wastewater'], ['caudal', 'flow rate'],
  ['tiempo de retención hidráulica', 'hydraulic retention time'], ['energía renovable', 'renewable energy'], ['sistema fotovoltaico', 'photovoltaic system'],
  // Ecology and agriculture (AGROVOC)
  ['riqueza de especies', 'species richness'], ['trampas de caída', 'pitfall traps'], ['cobertura del dosel', 'canopy cover'],
  ['uso del suelo', 'land use'], ['cambio climático', 'climate change'], ['materia orgánica', 'organic matter'],
  ['rendimiento de grano', 'grain yield'], ['diseño de bloques completos al azar', 'randomized complete block design'],
  ['bloques completos al azar', 'randomized complete blocks'], ['parcelas', 'plots'], ['parcela', 'plot'], ['repeticiones', 'replicates'],
  ['estación seca', 'dry season'], ['estación lluviosa', 'rainy season'], ['biomasa aérea', 'aboveground biomass'],
  ['maíz', 'maize'], ['trigo', 'wheat'], ['soja', 'soybean'], ['fertilizante', 'fertilizer'], ['fertilización nitrogenada', 'nitrogen fertilization'],
  // Economics and social science
  ['tipo de interés', 'interest rate'], ['tasa de interés', 'interest rate'], ['inversión privada', 'private investment'],
  ['punto porcentual', 'percentage point'], ['puntos porcentuales', 'percentage points'], ['datos de panel', 'panel data'],
  ['efectos fijos', 'fixed effects'], ['efectos aleatorios', 'random effects'], ['coeficiente de Gini', 'Gini coefficient'],
  ['desigualdad', 'inequality'], ['Banco Mundial', 'World Bank'], ['producto interno bruto', 'gross domestic product'],
  ['mercado laboral', 'labor market'], ['crecimiento económico', 'economic growth'], 
  // Statistics (ISI glossary)
  ['desviación estándar', 'standard deviation'], ['desviación típica', 'standard deviation'], ['error estándar', 'standard error'],
  ['intervalo de confianza', 'confidence interval'], ['intervalos de confianza', 'confidence intervals'], ['razón de momios', 'odds ratio'],
  ['riesgo relativo', 'relative risk'], ['análisis de varianza', 'analysis of variance'], ['medidas repetidas', 'repeated measures'],
  ['efecto principal', 'main effect'], ['tamaño del efecto', 'effect size'], ['tamaño de la muestra', 'sample size'],
  ['tamaño muestral', 'sample size'], ['regresión logística', 'logistic regression'], ['regresión lineal', 'linear regression'],
  ['modelo lineal generalizado mixto', 'generalized linear mixed model'], ['modelo lineal generalizado', 'generalized linear model'],
  ['modelo lineal mixto', 'linear mixed model'], ['prueba de chi cuadrado', 'chi-square test'], ['mediana', 'median'],
  ['rango intercuartílico', 'interquartile range'], ['estadísticamente significativo', 'statistically significant'],
  ['estadísticamente significativa', 'statistically significant'], ['significativamente', 'significantly'], ['varianza', 'variance'],
  ['correlación negativa', 'negative correlation'], ['correlación positiva', 'positive correlation'], ['nivel de significación', 'significance level'],
  // Computer science
  ['aprendizaje automático', 'machine learning'], ['aprendizaje profundo', 'deep learning'], ['red neuronal convolucional', 'convolutional neural network'],
  ['redes neuronales', 'neural networks'], ['red neuronal', 'neural network'], ['conjunto de datos', 'dataset'], ['conjunto de prueba', 'test set'],
  ['conjunto de entrenamiento', 'training set'], ['conjunto de validación', 'validation set'], ['tamaño de lote', 'batch size'],
  ['tasa de aprendizaje', 'learning rate'], ['agrupamiento', 'clustering'], ['algoritmo de agrupamiento', 'clustering algorithm'],
  ['latencia', 'latency'], ['cuantización', 'quantization'], ['inferencia', 'inference'], ['capas', 'layers'],
  // Psychology and education
  ['rendimiento académico', 'academic performance'],  ['atención plena', 'mindfulness'], ['salud mental', 'mental health'],
  // False friends and connectives that literal translation gets wrong
  ['actualmente', 'currently'], ['eventualmente', 'possibly'], ['en función de', 'depending on'], ['con respecto a', 'with respect to'],
  ['respecto al', 'relative to the'], ['respecto a', 'relative to'], ['sin embargo', 'however'], ['por lo tanto', 'therefore'],
  ['es decir', 'that is'], ['por ejemplo', 'for example'], ['a lo largo de', 'along'], ['a partir de', 'from'], ['mediante', 'by'],
  ['frente a', 'versus'], ['de forma independiente', 'independently'], ['de manera significativa', 'significantly'],
  ['respectivamente', 'respectively'],
  ['ensayo', 'trial'],
];

export const SPANISH_GLOSSARY: Glossary = {
  entries: [...SHARED_ENTRIES, ...TERMS.map(([source, target]) => ({ source, target })), ...spanishPassives()],
  patterns: SHARED_PATTERNS,
};
