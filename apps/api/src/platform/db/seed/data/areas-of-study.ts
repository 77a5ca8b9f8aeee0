import type { areasOfStudy } from '../../schema/reference';

/**
 * The three-level area-of-study tree (broad field → discipline → specialty); only level-3
 * entries are selectable (a selectable area has a parent and a grandparent).
 *
 * Id conventions (ids are permanent; append, never renumber):
 * - level 1: 1–99, given below;
 * - level 2: 101–399, given below;
 * - level 3: `parent id × 100 + position` (1-based), e.g. 10101 under 101;
 * - the fixed 'Other' branch: 490 'Other' (level 1) → 493 'Other / Undetermined'
 *   (level 2) → 494 'Undetermined' (level 3). 491 holds other cross-field specialties.
 */
interface Discipline {
  id: number;
  name: string;
  specialties: string[];
}
interface Field {
  id: number;
  name: string;
  disciplines: Discipline[];
}

export const UNDETERMINED_AREA_ID = 494;
export const UNDETERMINED_PARENT_AREA_ID = 493;

const TREE: Field[] = [
  { id: 1, name: 'Life Sciences', disciplines: [
    { id: 101, name: 'Biochemistry and Molecular Biology', specialties: ['Biochemistry', 'Molecular Biology', 'Structural Biology', 'Proteomics', 'Metabolomics'] },
    { id: 102, name: 'Cell and Developmental Biology', specialties: ['Cell Biology', 'Developmental Biology', 'Stem Cell Biology', 'Cell Signaling'] },
    { id: 103, name: 'Genetics and Genomics', specialties: ['Genetics', 'Genomics', 'Epigenetics', 'Bioinformatics', 'Evolutionary Genetics'] },
    { id: 104, name: 'Microbiology', specialties: ['Bacteriology', 'Virology', 'Mycology', 'Parasitology', 'Environmental Microbiology'] },
    { id: 105, name: 'Ecology and Evolution', specialties: ['Ecology', 'Evolutionary Biology', 'Conservation Biology', 'Marine Biology', 'Zoology'] },
    { id: 106, name: 'Plant Sciences', specialties: ['Botany', 'Plant Physiology', 'Plant Pathology', 'Plant Molecular Biology'] },
    { id: 107, name: 'Neuroscience', specialties: ['Cellular and Molecular Neuroscience', 'Cognitive Neuroscience', 'Neuroimaging', 'Behavioral Neuroscience'] },
    { id: 108, name: 'Biotechnology and Bioengineering', specialties: ['Biotechnology', 'Synthetic Biology', 'Tissue Engineering', 'Biomaterials'] },
    { id: 109, name: 'Immunology', specialties: ['Immunology', 'Immunotherapy', 'Vaccinology', 'Inflammation'] },
  ] },
  { id: 2, name: 'Medicine', disciplines: [
    { id: 121, name: 'Internal Medicine', specialties: ['Cardiology', 'Endocrinology', 'Gastroenterology and Hepatology', 'Nephrology', 'Pulmonology', 'Rheumatology', 'Hematology'] },
    { id: 122, name: 'Oncology', specialties: ['Medical Oncology', 'Radiation Oncology', 'Surgical Oncology', 'Cancer Biology'] },
    { id: 123, name: 'Surgery', specialties: ['General Surgery', 'Orthopedics', 'Neurosurgery', 'Cardiothoracic Surgery', 'Urology', 'Plastic Surgery'] },
    { id: 124, name: 'Neurology and Psychiatry', specialties: ['Neurology', 'Psychiatry', 'Neurodegenerative Diseases', 'Sleep Medicine'] },
    { id: 125, name: 'Infectious Diseases', specialties: ['Infectious Diseases', 'HIV/AIDS', 'Tuberculosis', 'Antimicrobial Resistance'] },
    { id: 126, name: 'Pediatrics and Obstetrics', specialties: ['Pediatrics', 'Neonatology', 'Obstetrics and Gynecology', 'Reproductive Medicine'] },
    { id: 127, name: 'Diagnostic Medicine', specialties: ['Radiology', 'Pathology', 'Laboratory Medicine', 'Nuclear Medicine'] },
    { id: 128, name: 'Clinical Specialties', specialties: ['Anesthesiology', 'Dermatology', 'Emergency Medicine', 'Ophthalmology', 'Otorhinolaryngology', 'Geriatrics'] },
    { id: 129, name: 'Pharmacology and Pharmacy', specialties: ['Pharmacology', 'Pharmaceutics', 'Toxicology', 'Clinical Pharmacy', 'Drug Discovery'] },
    { id: 130, name: 'Dentistry', specialties: ['Oral Surgery', 'Orthodontics', 'Periodontology', 'Dental Materials'] },
    { id: 131, name: 'Traditional and Complementary Medicine', specialties: ['Traditional Chinese Medicine', 'Acupuncture', 'Herbal Medicine'] },
  ] },
  { id: 3, name: 'Health Sciences', disciplines: [
    { id: 141, name: 'Public Health', specialties: ['Epidemiology', 'Global Health', 'Environmental Health', 'Occupational Health', 'Health Policy'] },
    { id: 142, name: 'Nursing and Allied Health', specialties: ['Nursing', 'Physical Therapy', 'Rehabilitation', 'Speech and Language Therapy'] },
    { id: 143, name: 'Nutrition', specialties: ['Clinical Nutrition', 'Public Health Nutrition', 'Sports Nutrition'] },
    { id: 144, name: 'Sports and Exercise Science', specialties: ['Exercise Physiology', 'Biomechanics', 'Sports Medicine'] },
    { id: 145, name: 'Veterinary Medicine', specialties: ['Veterinary Medicine', 'Animal Health', 'Veterinary Pathology'] },
  ] },
  { id: 4, name: 'Chemistry', disciplines: [
    { id: 161, name: 'Chemistry', specialties: ['Analytical Chemistry', 'Inorganic Chemistry', 'Organic Chemistry', 'Physical Chemistry', 'Polymer Chemistry', 'Medicinal Chemistry', 'Electrochemistry', 'Catalysis'] },
    { id: 162, name: 'Chemical Engineering', specialties: ['Process Engineering', 'Reaction Engineering', 'Separation Processes'] },
  ] },
  { id: 5, name: 'Physical Sciences', disciplines: [
    { id: 181, name: 'Physics', specialties: ['Condensed Matter Physics', 'Optics and Photonics', 'Particle Physics', 'Nuclear Physics', 'Plasma Physics', 'Quantum Physics', 'Biophysics'] },
    { id: 182, name: 'Astronomy and Astrophysics', specialties: ['Astrophysics', 'Cosmology', 'Planetary Science'] },
  ] },
  { id: 6, name: 'Earth and Environmental Sciences', disciplines: [
    { id: 201, name: 'Earth Sciences', specialties: ['Geology', 'Geophysics', 'Geochemistry', 'Seismology', 'Hydrology'] },
    { id: 202, name: 'Atmospheric and Ocean Sciences', specialties: ['Meteorology', 'Climate Science', 'Oceanography'] },
    { id: 203, name: 'Environmental Science', specialties: ['Environmental Chemistry', 'Pollution and Remediation', 'Soil Science', 'Water Resources', 'Remote Sensing and GIS'] },
  ] },
  { id: 7, name: 'Engineering', disciplines: [
    { id: 221, name: 'Electrical and Electronic Engineering', specialties: ['Power Systems', 'Electronics', 'Signal Processing', 'Telecommunications', 'Control Engineering'] },
    { id: 222, name: 'Mechanical Engineering', specialties: ['Mechanics', 'Thermodynamics and Heat Transfer', 'Fluid Mechanics', 'Manufacturing', 'Robotics'] },
    { id: 223, name: 'Civil and Environmental Engineering', specialties: ['Structural Engineering', 'Geotechnical Engineering', 'Transportation Engineering', 'Environmental Engineering', 'Construction Management'] },
    { id: 224, name: 'Energy Engineering', specialties: ['Renewable Energy', 'Batteries and Energy Storage', 'Nuclear Engineering', 'Petroleum Engineering'] },
    { id: 225, name: 'Biomedical Engineering', specialties: ['Medical Devices', 'Medical Imaging', 'Biosensors'] },
    { id: 226, name: 'Aerospace and Marine Engineering', specialties: ['Aerospace Engineering', 'Marine Engineering'] },
  ] },
  { id: 8, name: 'Computer and Information Sciences', disciplines: [
    { id: 241, name: 'Computer Science', specialties: ['Artificial Intelligence', 'Machine Learning', 'Computer Vision', 'Natural Language Processing', 'Software Engineering', 'Computer Networks', 'Cybersecurity', 'Theory of Computation'] },
    { id: 242, name: 'Information Science', specialties: ['Information Systems', 'Data Science', 'Library and Information Science'] },
  ] },
  { id: 9, name: 'Mathematics and Statistics', disciplines: [
    { id: 261, name: 'Mathematics', specialties: ['Pure Mathematics', 'Applied Mathematics', 'Operations Research', 'Computational Mathematics'] },
    { id: 262, name: 'Statistics', specialties: ['Statistics', 'Biostatistics', 'Econometrics'] },
  ] },
  { id: 10, name: 'Agricultural and Food Sciences', disciplines: [
    { id: 281, name: 'Agriculture', specialties: ['Agronomy', 'Horticulture', 'Crop Science', 'Animal Science', 'Aquaculture and Fisheries', 'Forestry'] },
    { id: 282, name: 'Food Science', specialties: ['Food Chemistry', 'Food Microbiology and Safety', 'Food Engineering'] },
  ] },
  { id: 11, name: 'Materials Science', disciplines: [
    { id: 301, name: 'Materials Science and Engineering', specialties: ['Metals and Alloys', 'Ceramics', 'Polymers and Composites', 'Nanomaterials', 'Semiconductors', 'Materials Characterization'] },
  ] },
  { id: 12, name: 'Social Sciences', disciplines: [
    { id: 321, name: 'Psychology', specialties: ['Clinical Psychology', 'Cognitive Psychology', 'Developmental Psychology', 'Social Psychology'] },
    { id: 322, name: 'Education', specialties: ['Higher Education', 'Language Education', 'Educational Technology', 'STEM Education'] },
    { id: 323, name: 'Sociology and Anthropology', specialties: ['Sociology', 'Anthropology', 'Demography'] },
    { id: 324, name: 'Political Science and Law', specialties: ['Political Science', 'International Relations', 'Public Administration', 'Law'] },
    { id: 325, name: 'Geography and Urban Studies', specialties: ['Human Geography', 'Urban Planning', 'Tourism'] },
  ] },
  { id: 13, name: 'Economics and Business', disciplines: [
    { id: 341, name: 'Economics', specialties: ['Microeconomics', 'Macroeconomics', 'Development Economics', 'Environmental Economics', 'Health Economics'] },
    { id: 342, name: 'Business and Management', specialties: ['Accounting', 'Finance', 'Marketing', 'Management', 'Supply Chain Management'] },
  ] },
  { id: 14, name: 'Humanities and Arts', disciplines: [
    { id: 361, name: 'Humanities', specialties: ['History', 'Philosophy', 'Linguistics', 'Literature', 'Religious Studies'] },
    { id: 362, name: 'Arts and Architecture', specialties: ['Architecture', 'Design', 'Music', 'Visual Arts'] },
  ] },
  { id: 490, name: 'Other', disciplines: [
    { id: 491, name: 'Multidisciplinary', specialties: ['Multidisciplinary Sciences', 'Science and Technology Studies', 'Research Methods'] },
  ] },
];

function sortByName(names: string[]): Map<string, number> {
  return new Map([...names].sort((a, b) => a.localeCompare(b, 'en')).map((name, index) => [name, index + 1]));
}

function buildRows(): (typeof areasOfStudy.$inferInsert)[] {
  const rows: (typeof areasOfStudy.$inferInsert)[] = [];
  TREE.forEach((field, fieldIndex) => {
    // Broad fields keep the curated order ('Other' last); lower levels are alphabetical.
    rows.push({ id: field.id, name: field.name, parentId: null, sortOrder: fieldIndex + 1 });
    const disciplineOrder = sortByName(field.disciplines.map((d) => d.name));
    for (const discipline of field.disciplines) {
      rows.push({ id: discipline.id, name: discipline.name, parentId: field.id, sortOrder: disciplineOrder.get(discipline.name) ?? 0 });
      const specialtyOrder = sortByName(discipline.specialties);
      discipline.specialties.forEach((name, index) => {
        rows.push({ id: discipline.id * 100 + index + 1, name, parentId: discipline.id, sortOrder: specialtyOrder.get(name) ?? 0 });
      });
    }
  });
  // The fixed entries, listed last under 'Other'.
  rows.push({ id: UNDETERMINED_PARENT_AREA_ID, name: 'Other / Undetermined', parentId: 490, sortOrder: 99 });
  rows.push({ id: UNDETERMINED_AREA_ID, name: 'Undetermined', parentId: UNDETERMINED_PARENT_AREA_ID, sortOrder: 1 });
  return rows;
}

export const AREA_OF_STUDY_ROWS = buildRows();
