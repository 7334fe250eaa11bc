/**
 * Product-fact rules from the deep pass over nine general blog posts (batch g1, issue 24), November 2026: cosplay,
 * glossary, education, miniatures, kids, annealing, Anycubic Vyper, Bambu Lab A1 mini and Bambu Studio tips.
 * Each rule names a claim that a post made about a third-party product and that the product's own source shows is wrong.
 * The log is docs/audit/deep-g1-2026-11-26.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-g1-cosplay-any-desktop-bed',
    scope: 'all',
    why: 'large-format desktop printers take a full-size helmet in one piece (Creality CR-10 S5, 500 x 500 mm bed; Voron 2.4 350, 350 x 350 mm); what is true is that most props exceed a typical (about 220 to 256 mm) bed (3P)',
    find: (line) => first(/larger than any desktop printer's bed/, line),
  },
  {
    id: 'deep-g1-bambu-add-settings',
    scope: 'all',
    why: 'Bambu Studio\'s object menu has no "Add settings" item (create_bbl_object_menu never calls append_menu_item_settings); per-object overrides are made through "Edit Process Settings", which switches the process panel to the object (bambulab/BambuStudio src/slic3r/GUI/GUI_Factories.cpp, append_menu_item_per_object_process, ObjectList::switch_to_object_process)',
    find: (line) => first(/Right-click an object and add the settings you want to override/, line),
  },
  {
    id: 'deep-g1-bambu-per-plate-settings',
    scope: 'all',
    why: 'a Bambu Studio plate has no process (quality) settings of its own: its Plate Settings dialog offers Bed type, Print sequence and the first-layer/other-layer filament sequence (bambulab/BambuStudio src/slic3r/GUI/PlateSettingsDialog.cpp; first-layer order planned for 1.8 in issue #1816, 2023-07-24); process settings stay global or per object (issues #5664 and #7434: layer height and the process profile cannot be set per plate)',
    find: (line) =>
      first(/\*\*Per-plate settings\*\* let different plates in the same project use different options|each plate and each object can carry its own settings/, line),
  },
  {
    id: 'deep-g1-bambu-flush-labels',
    scope: 'all',
    why: 'Bambu Studio labels the flush options "Flush into objects\' infill", "Flush into this object" and "Flush into objects\' support" (bambulab/BambuStudio src/slic3r/GUI/GUI_Factories.cpp, append_menu_items_flush_options; keys flush_into_infill, flush_into_objects, flush_into_support)',
    find: (line) => first(/\*\*Flush into infill:\*\*|\*\*Flush into objects:\*\*|Keep "flush into infill"/, line),
  },
  {
    id: 'deep-g1-bambu-calibration-save',
    scope: 'all',
    why: 'Bambu Studio stores a flow dynamics (pressure advance) result on the printer ("Flow Dynamics Calibration result has been saved to the printer.", set_PA_calib_result, for X1/A1 and P1 alike) and only a flow rate result in a preset ("Flow rate calibration result has been saved to preset") (bambulab/BambuStudio src/slic3r/GUI/CalibrationWizard.cpp; wiki.bambulab.com software/bambu-studio/calibration_pa)',
    find: (line) => first(/Save the results to the filament preset so they apply to future prints automatically/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/3d-printing-for-cosplay.mdx',
      "Most helmets, chest plates and swords are larger than any desktop printer's bed. The answer is to split the model into pieces that fit.",
      'deep-g1-cosplay-any-desktop-bed',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      '- **Per-object settings** let one part on the plate use different settings from its neighbors. Give a bracket more walls and higher infill while a decorative part next to it uses the defaults. Right-click an object and add the settings you want to override.',
      'deep-g1-bambu-add-settings',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      'Bambu Studio projects can hold several build plates, and each plate and each object can carry its own settings.',
      'deep-g1-bambu-per-plate-settings',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      '- **Per-plate settings** let different plates in the same project use different options, which is handy when one plate holds functional parts and another holds display pieces.',
      'deep-g1-bambu-per-plate-settings',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      '- **Flush into infill:** part of the purge is printed as the infill of the model, where the mixed color will not show.',
      'deep-g1-bambu-flush-labels',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      '- **Flush into objects:** purge into a separate object on the plate that you do not mind being any color, such as a test part or a hidden component.',
      'deep-g1-bambu-flush-labels',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      'Both reduce waste, sometimes substantially. Keep "flush into infill" for parts where the infill is truly hidden.',
      'deep-g1-bambu-flush-labels',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      'Run them for each new filament, particularly third-party brands. Save the results to the filament preset so they apply to future prints automatically.',
      'deep-g1-bambu-calibration-save',
    ],
  ],
  right: [
    [
      'blog/3d-printing-for-cosplay.mdx',
      'Most full-size helmets, chest plates and swords are larger than the bed of a typical desktop printer. The answer is to split the model into pieces that fit.',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      "- **Per-object settings** let one part on the plate use different settings from its neighbors. Give a bracket more walls and higher infill while a decorative part next to it uses the defaults. Right-click an object, choose **Edit Process Settings** and change the values you want to override; the process panel switches from the global settings to that object's.",
    ],
    [
      'blog/bambu-studio-tips.mdx',
      'Bambu Studio projects can hold several build plates. Each object can carry its own process settings, and each plate has a few settings of its own.',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      '- **Plate settings** apply to everything on one plate: the build plate type, the print sequence and the order in which filaments print on the first layer (later versions add the other layers too). Walls, infill, layer height and other process settings are not set per plate, so when one plate holds functional parts and another holds display pieces, give the functional objects their own settings instead.',
    ],
    [
      'blog/bambu-studio-tips.mdx',
      "- **Flush into objects' infill:** part of the purge is printed as the infill of the model, where the mixed color will not show.",
    ],
    [
      'blog/bambu-studio-tips.mdx',
      '- **Flush into this object:** purge into a separate object on the plate that you do not mind being any color, such as a test part or a hidden component.',
    ],
    ['blog/bambu-studio-tips.mdx', "Each reduces waste, sometimes substantially. Keep **Flush into objects' infill** for parts where the infill is truly hidden."],
    [
      'blog/bambu-studio-tips.mdx',
      'Run them for each new filament, particularly third-party brands. Where the results go differs: a flow rate result is saved as a filament preset, while a flow dynamics result is stored on the printer, where you select it for the filament you load.',
    ],
  ],
};
