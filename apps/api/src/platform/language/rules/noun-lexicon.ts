/** Noun lists of the article rules. */

/**
 * Singular nouns of scientific prose that are always countable (never mass nouns), so that without a
 * determiner they need "a" or "the": the nouns of methods, designs and devices.
 */
export const COUNTABLE_NOUNS = new Set([
  'method', 'model', 'approach', 'framework', 'algorithm', 'technique', 'strategy', 'procedure', 'protocol', 'device', 'sensor', 'tool',
  'scheme', 'network', 'questionnaire', 'instrument', 'apparatus', 'microscope', 'spectrometer', 'diffractometer', 'analyzer', 'analyser',
  'camera', 'detector', 'probe', 'electrode', 'reactor', 'chamber', 'pump', 'valve', 'filter', 'membrane', 'kit', 'assay', 'trial',
  'experiment', 'simulation', 'estimator', 'classifier', 'equation', 'formula', 'variable', 'parameter', 'coefficient', 'index',
  'threshold', 'criterion', 'hypothesis', 'mechanism', 'pathway', 'specimen', 'cohort', 'diet', 'regimen', 'vaccine', 'drug', 'compound',
  'catalyst', 'solvent', 'reagent', 'buffer', 'mixture', 'alloy', 'composite', 'polymer', 'coating', 'film', 'layer', 'substrate',
  'prototype', 'architecture', 'platform', 'pipeline', 'database', 'dataset', 'library', 'package', 'program', 'programme',
  'application', 'interface', 'controller', 'circuit', 'antenna', 'transistor', 'battery', 'engine', 'turbine', 'vehicle', 'robot',
  'drone', 'satellite', 'village', 'city', 'region', 'country', 'company', 'firm', 'farm', 'household', 'meta-analysis', 'report',
  'article', 'graph', 'map', 'image', 'video', 'interview', 'workshop', 'curve', 'ratio', 'limitation', 'advantage', 'challenge',
  'study', 'report', 'paper', 'survey', 'review', 'beam', 'plate', 'template', 'scaffold', 'biomarker', 'indicator', 'predictor',
  'stirrer', 'centrifuge', 'autoclave', 'incubator', 'oven', 'furnace', 'pipette', 'syringe', 'needle', 'flask', 'beaker', 'vial',
  'dish', 'bottle', 'jar', 'container', 'cartridge', 'sieve', 'mill', 'grinder', 'homogenizer', 'homogeniser', 'sonicator',
  'spectrophotometer', 'fluorometer', 'thermometer', 'thermocouple', 'manometer', 'datalogger', 'logger', 'receiver', 'transmitter',
  // More instruments of the laboratory, the field and the clinic.
  'chromatograph', 'caliper', 'calliper', 'colorimeter', 'viscometer', 'rheometer', 'potentiostat', 'oscilloscope', 'multimeter',
  'shaker', 'extruder', 'anemometer', 'pyranometer', 'lysimeter', 'piezometer', 'flowmeter', 'tensiometer', 'penetrometer', 'hygrometer',
  'barometer', 'accelerometer', 'gyroscope', 'magnetometer', 'seismometer', 'radiometer', 'photometer', 'luminometer', 'calorimeter',
  'dynamometer', 'goniometer', 'durometer', 'microtome', 'glovebox', 'autosampler', 'nebulizer', 'nebuliser', 'catheter', 'stent',
  'spectrograph', 'interferometer', 'telescope', 'simulator', 'smartphone', 'glucometer', 'oximeter', 'spirometer', 'ergometer',
  'treadmill', 'stethoscope', 'sphygmomanometer', 'densitometer', 'refractometer', 'polarimeter', 'tachometer', 'odometer',
  // Devices of engineering and computing, and the documents and artefacts a study makes.
  'gauge', 'laser', 'scanner', 'printer', 'computer', 'laptop', 'tablet', 'server', 'workstation', 'microcontroller', 'transducer',
  'amplifier', 'generator', 'motor', 'compressor', 'exchanger', 'rig', 'tripod', 'lathe', 'drill', 'nozzle', 'actuator', 'inverter',
  'converter', 'resistor', 'capacitor', 'inductor', 'oscillator', 'photodiode', 'photodetector', 'waveguide', 'resonator', 'lens',
  'objective', 'cuvette', 'coverslip', 'hemocytometer', 'haemocytometer', 'thermostat', 'humidifier', 'dehumidifier', 'ventilator',
  'defibrillator', 'endoscope', 'laparoscope', 'checklist', 'spreadsheet', 'script', 'chatbot', 'dashboard', 'website', 'app',
  'diagram', 'flowchart', 'schematic', 'chart', 'histogram', 'scatterplot', 'heatmap', 'dendrogram', 'phylogeny',
  // Findings of the clinic, which are counted: a tumour, a nodule, a fracture.
  'tumour', 'tumor', 'nodule', 'cyst', 'fracture', 'ulcer', 'abscess', 'aneurysm', 'thrombus', 'polyp', 'fistula',
]);

/** Instruments and devices: counted even bare after "with" ("recorded with oscilloscope" → "with an oscilloscope"). */
export const INSTRUMENT_NOUNS = new Set([
  'microscope', 'spectrometer', 'diffractometer', 'analyzer', 'analyser', 'camera', 'detector', 'probe', 'sensor', 'pump', 'kit',
  'stirrer', 'centrifuge', 'autoclave', 'incubator', 'oven', 'furnace', 'pipette', 'syringe', 'sieve', 'mill', 'grinder',
  'homogenizer', 'homogeniser', 'sonicator', 'spectrophotometer', 'fluorometer', 'thermometer', 'thermocouple', 'manometer',
  'datalogger', 'logger', 'chromatograph', 'caliper', 'calliper', 'colorimeter', 'viscometer', 'rheometer', 'potentiostat',
  'oscilloscope', 'multimeter', 'shaker', 'extruder', 'anemometer', 'pyranometer', 'lysimeter', 'piezometer', 'flowmeter',
  'tensiometer', 'penetrometer', 'hygrometer', 'barometer', 'accelerometer', 'gyroscope', 'magnetometer', 'seismometer', 'radiometer',
  'photometer', 'luminometer', 'calorimeter', 'dynamometer', 'goniometer', 'durometer', 'microtome', 'nebulizer', 'nebuliser',
  'spectrograph', 'interferometer', 'telescope', 'glucometer', 'oximeter', 'spirometer', 'ergometer', 'stethoscope',
  'sphygmomanometer', 'densitometer', 'refractometer', 'polarimeter', 'tachometer', 'gauge', 'scanner', 'tripod', 'endoscope',
  'hemocytometer', 'haemocytometer', 'smartphone',
]);

/** General topics that take no article when meant in general ("Climate change is …"). */
export const GENERIC_TOPICS: readonly string[] = [
  'climate change', 'global warming', 'air pollution', 'water pollution', 'deforestation', 'urbanization', 'urbanisation',
  'globalization', 'globalisation', 'biodiversity loss', 'soil erosion', 'desertification', 'land degradation', 'food security',
  'public health', 'mental health', 'higher education', 'machine learning', 'deep learning', 'artificial intelligence', 'nature',
  'society', 'mankind', 'humanity', 'economic growth', 'poverty', 'inequality', 'unemployment', 'inflation', 'malnutrition',
  'obesity', 'ageing', 'aging', 'antimicrobial resistance', 'antibiotic resistance', 'education', 'science', 'technology',
  'agriculture', 'tourism', 'democracy', 'capitalism', 'photosynthesis', 'evolution', 'medicine', 'mathematics', 'biology', 'chemistry',
  'physics', 'engineering', 'industry', 'healthcare', 'health care', 'immigration', 'migration', 'corruption', 'violence', 'crime',
];

/** Countries named without "the" (the Netherlands, the Philippines, the United States keep it). */
export const COUNTRIES_WITHOUT_THE = new Set([
  'China', 'Brazil', 'Japan', 'Spain', 'Portugal', 'Mexico', 'Argentina', 'Chile', 'Colombia', 'Peru', 'Venezuela', 'Ecuador', 'Bolivia',
  'Uruguay', 'Paraguay', 'Cuba', 'Canada', 'India', 'Pakistan', 'Bangladesh', 'Nepal', 'Indonesia', 'Malaysia', 'Singapore', 'Thailand',
  'Vietnam', 'Korea', 'Taiwan', 'Mongolia', 'Iran', 'Iraq', 'Israel', 'Jordan', 'Turkey', 'Egypt', 'Morocco', 'Algeria', 'Tunisia',
  'Nigeria', 'Ghana', 'Kenya', 'Ethiopia', 'Tanzania', 'Uganda', 'Rwanda', 'Mozambique', 'Angola', 'Zambia', 'Zimbabwe', 'Botswana',
  'Namibia', 'Madagascar', 'Cameroon', 'Senegal', 'France', 'Germany', 'Italy', 'Greece', 'Poland', 'Austria', 'Switzerland', 'Belgium',
  'Sweden', 'Norway', 'Finland', 'Denmark', 'Iceland', 'Ireland', 'Scotland', 'England', 'Wales', 'Russia', 'Ukraine', 'Romania',
  'Hungary', 'Serbia', 'Croatia', 'Australia', 'Africa', 'Europe', 'Asia', 'Antarctica', 'Oceania',
]);
