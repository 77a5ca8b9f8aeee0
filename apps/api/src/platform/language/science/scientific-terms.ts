/**
 * Scientific words that general dictionaries lack, so that the spelling check leaves them alone.
 * Symbols (TP53, qPCR, H2O2, TensorFlow) need no entry: the scientific layer recognises them by their
 * shape. Kept here are lower-case words of methods sections and their regular variants.
 *
 * Sources: the vocabulary of methods and results sections in the life sciences (MeSH entry terms for
 * techniques, cells and organisms), chemistry and materials (IUPAC Gold Book terms, common reagents),
 * physics and engineering (SI Brochure, instrument names), computing and statistics (names of methods
 * as their fields write them), and ecology and agriculture; chosen by the team where the dictionaries of
 * `word-list`, `dictionary-en` and `dictionary-en-gb` did not know a word that correct papers use.
 * Add a word here when a correct manuscript shows it flagged; never add a misspelling.
 */
const GROUPS: Record<string, string> = {
  laboratory:
    'dropwise stepwise pipette pipetted pipetting micropipette aliquot aliquots aliquoted aliquoting vortexed vortexing centrifugation ' +
    'ultracentrifugation sonicated sonication lyophilized lyophilised lyophilization lyophilisation autoclaved autoclaving ' +
    'resuspended resuspension supernatant supernatants eluate eluates eluted eluent lysate lysates lysed lysis homogenate homogenates ' +
    'homogenized homogenised immunoblot immunoblots immunoblotting immunostaining immunostained immunolabeling immunolabelling ' +
    'immunohistochemistry immunohistochemical immunofluorescence immunoprecipitation coimmunoprecipitation immunoassay immunoassays ' +
    'cytometry cytometric transfected transfection transduced transduction electroporation electroporated knockdown knockdowns ' +
    'knockout knockouts knockin overexpression overexpressed overexpressing upregulated upregulation downregulated downregulation ' +
    'upregulate downregulate genotyped genotyping genotypic phenotyped phenotyping haplotype haplotypes amplicon amplicons ' +
    'primer primers qpcr subcloned subcloning plasmid plasmids shrna sirna sirnas mirna mirnas lncrna transcriptome transcriptomes ' +
    'transcriptomic transcriptomics proteome proteomic proteomics metabolome metabolomic metabolomics lipidomics microbiome ' +
    'microbiomes microbiota metagenome metagenomic metagenomics epigenome epigenetic epigenetics exome exomes spliceosome ' +
    'cisplatin doxorubicin paclitaxel tamoxifen dexamethasone lipopolysaccharide staurosporine puromycin blasticidin geneticin ' +
    'trypsin trypsinized trypsinised trypsinization collagenase dispase hematoxylin haematoxylin eosin formalin paraformaldehyde ' +
    'glutaraldehyde xylene dimethyl sulfoxide sulphoxide tris glycine bromophenol coomassie ponceau nitrocellulose polyvinylidene ' +
    'agarose acrylamide polyacrylamide chemiluminescence chemiluminescent densitometry densitometric fluorophore fluorophores ' +
    'fluorochrome fluorochromes colocalization colocalisation colocalized confocal microscopy micrograph micrographs ' +
    'zebrafish drosophila organoid organoids spheroid spheroids xenograft xenografts allograft allografts explant explants ' +
    'subculture subcultured passaged confluency confluence cytotoxicity cytotoxic viability apoptotic necroptosis ferroptosis pyroptosis ' +
    'autophagy autophagic mitophagy senescent senescence chemokine chemokines cytokine cytokines interleukin interleukins ' +
    'macrophage macrophages neutrophil neutrophils lymphocyte lymphocytes monocyte monocytes fibroblast fibroblasts keratinocyte ' +
    'keratinocytes hepatocyte hepatocytes cardiomyocyte cardiomyocytes adipocyte adipocytes osteoblast osteoblasts osteoclast ' +
    'osteoclasts chondrocyte chondrocytes astrocyte astrocytes microglia microglial oligodendrocyte oligodendrocytes ' +
    'biotinylated biotinylation ubiquitination ubiquitinated phosphorylated phosphorylation dephosphorylation acetylated acetylation ' +
    'methylated methylation demethylation glycosylated glycosylation sumoylation palmitoylation',
  clinical:
    'comorbidity comorbidities comorbid multimorbidity readmission readmissions preoperative postoperative perioperative intraoperative ' +
    'laparoscopic laparoscopy endoscopic endoscopy colonoscopy arthroscopic thoracoscopic normotensive hypertensive normoglycemic ' +
    'hyperglycemia hyperglycaemia hypoglycemia hypoglycaemia dyslipidemia dyslipidaemia hyperlipidemia hypercholesterolemia ' +
    'nephropathy retinopathy neuropathy cardiomyopathy encephalopathy myelopathy radiculopathy spondylosis osteoarthritis ' +
    'osteoporotic sarcopenia sarcopenic frailty multivariable multivariate univariable univariate covariate covariates confounder ' +
    'confounders confounding randomised randomized randomisation randomization nonrandomized nonrandomised placebo placebos ' +
    'noninferiority non-inferiority prespecified pre-specified posttreatment pretreatment waitlist follow-up dosing dosages ' +
    'pharmacokinetic pharmacokinetics pharmacodynamic pharmacodynamics bioavailability immunotherapy immunotherapies chemotherapy ' +
    'radiotherapy chemoradiotherapy adjuvant neoadjuvant metastases metastatic metastasis oncogenic oncogene oncogenes ' +
    'tumorigenesis tumourigenesis carcinogenesis angiogenesis neovascularization neovascularisation fibrosis fibrotic steatosis ' +
    'sepsis septic bacteremia bacteraemia antibiotic antimicrobial antimicrobials seroprevalence seropositive seronegative ' +
    'asymptomatic paucisymptomatic prodromal sequelae mortality morbidity prevalence incidence questionnaire questionnaires ' +
    'psychometric psychometrics subscale subscales interrater inter-rater intrarater test-retest',
  chemistry:
    'nanoparticle nanoparticles nanorod nanorods nanowire nanowires nanosheet nanosheets nanotube nanotubes nanocomposite ' +
    'nanocomposites nanostructure nanostructures nanostructured nanocrystal nanocrystals nanocrystalline nanoporous mesoporous ' +
    'microporous macroporous perovskite perovskites spinel wurtzite anatase rutile zeolite zeolites graphene graphitic fullerene ' +
    'fullerenes dendrimer dendrimers micelle micelles liposome liposomes hydrogel hydrogels aerogel aerogels xerogel sol-gel ' +
    'calcined calcination annealed annealing sintered sintering electrospun electrospinning electrodeposition electrodeposited ' +
    'sputtered sputtering photocatalyst photocatalysts photocatalytic photocatalysis electrocatalyst electrocatalysts ' +
    'electrocatalytic electrochemical voltammetry voltammogram voltammograms chronoamperometry potentiostat potentiostatic ' +
    'galvanostatic impedance diffractogram diffractograms diffractometer spectrophotometer spectrophotometric spectrofluorometer ' +
    'chromatogram chromatograms chromatographic diastereomer diastereomers enantiomer enantiomers enantioselective regioselective ' +
    'stereoselective chemoselective diastereoselective racemic chiral achiral ligand ligands chelate chelating chelation ' +
    'precursor precursors dopant dopants doped undoped codoped stoichiometric stoichiometry nonstoichiometric substoichiometric ' +
    'physisorption chemisorption adsorbate adsorbent adsorbents desorption hydrothermal solvothermal mechanochemical ' +
    'crystallinity crystallite crystallites amorphous polymorph polymorphs polydispersity monodisperse polydisperse copolymer ' +
    'copolymers monomer monomers oligomer oligomers crosslinked crosslinking crosslinker thermogravimetric calorimetry calorimetric',
  physics:
    'superconducting superconductor superconductors superconductivity ferromagnetic antiferromagnetic paramagnetic diamagnetic ' +
    'ferroelectric piezoelectric pyroelectric thermoelectric optoelectronic optoelectronics photodetector photodetectors ' +
    'photovoltaic photovoltaics photoluminescence electroluminescence cathodoluminescence bandgap bandgaps heterostructure ' +
    'heterostructures heterojunction heterojunctions monolayer monolayers bilayer bilayers multilayer multilayers interlayer ' +
    'nanoscale mesoscale microscale submicron subwavelength metasurface metasurfaces metamaterial metamaterials plasmonic plasmon ' +
    'plasmons phonon phonons magnon magnons exciton excitons polariton polaritons fermion fermions boson bosons quasiparticle ' +
    'quasiparticles eigenvalue eigenvalues eigenvector eigenvectors eigenmode eigenmodes eigenstate eigenstates hamiltonian ' +
    'lagrangian nonlinear nonlinearity linearized linearised dimensionless anisotropic anisotropy isotropic inhomogeneous ' +
    'crosshead viscoelastic viscoplastic hyperelastic thermomechanical magnetohydrodynamic turbulent laminar nusselt reynolds ' +
    'prandtl strouhal interferometer interferometry spectroscopic spectroscopy spectrometer spectrometry',
  computing:
    'perceptron perceptrons dataset datasets hyperparameter hyperparameters backpropagation preprocessing preprocessed pretrained pretraining pre-trained ' +
    'pre-training finetuning fine-tuning fine-tuned tokenization tokenisation tokenizer tokenizers tokenized embeddings embedding ' +
    'autoencoder autoencoders transformer transformers convolutional recurrent softmax minibatch minibatches dropout overfitting ' +
    'underfitting regularization regularisation regularizer generalization generalisation generalizability generalisability ' +
    'benchmark benchmarks benchmarking baseline baselines runtime runtimes timestep timesteps timestamp timestamps workflow workflows ' +
    'pipeline pipelines codebase open-source opensource multithreaded parallelization parallelisation parallelized scalability ' +
    'interpretability explainability misclassification misclassified classifier classifiers multiclass multilabel unsupervised ' +
    'semisupervised self-supervised reinforcement segmentation upsampling downsampling oversampling undersampling bootstrapped ' +
    'bootstrapping resampling heatmap heatmaps scatterplot scatterplots boxplot boxplots histogram histograms metadata ' +
    'blockchain cybersecurity encryption decryption authentication middleware microservice microservices',
  statistics:
    'heteroscedasticity heteroskedasticity homoscedasticity autocorrelation multicollinearity stationarity cointegration ' +
    'endogeneity exogeneity endogenous exogenous instrumental bayesian frequentist posterior priors likelihood loglikelihood ' +
    'quantile quantiles percentile percentiles tercile terciles quartile quartiles quintile quintiles decile deciles ' +
    'interquartile nonparametric semiparametric parametric dichotomous dichotomized polytomous ordinal categorical stratified ' +
    'stratification subgroup subgroups sensitivity specificity nomogram nomograms kappa cronbach',
  ecology:
    'biodiversity phylogenetic phylogeny phylogenies phylogeographic phylogenomic taxonomic taxa taxon clade clades monophyletic ' +
    'paraphyletic endemic endemism nestedness beta-diversity evapotranspiration photoperiod photoperiods photosynthetic ' +
    'photosynthesis rhizosphere rhizobia mycorrhizal mycorrhiza agroforestry agroecosystem agroecosystems silviculture ' +
    'intercropping monoculture monocultures rainfed rain-fed agronomic agronomy fertiliser fertilisers fertilizer fertilizers ' +
    'herbicide herbicides pesticide pesticides fungicide fungicides insecticide insecticides germination seedling seedlings ' +
    'cultivar cultivars genotype genotypes phenotype phenotypes phenology phenological transect transects quadrat quadrats ' +
    'bycatch overfishing eutrophication hypoxic anoxic microplastic microplastics nanoplastics biochar bioremediation',
  economics:
    'macroeconomic microeconomic econometric econometrics disinflation stagflation deflator monetary fiscal heterogeneity ' +
    'cross-sectional longitudinal panel counterfactual counterfactuals pass-through elasticities nonlinearities',
};

export const SCIENTIFIC_TERMS: readonly string[] = Object.values(GROUPS).flatMap((group) => group.split(/\s+/).filter(Boolean));
