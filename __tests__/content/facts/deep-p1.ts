/**
 * Facts found wrong in the deep pass over blog batch p1 (43 posts, November 2026): how auto-discovery worked in
 * September 2021, what the July 2022 app update did on the web app and on Klipper, the multi-printer price today, an
 * arc-fitting example, lead-screw banding, the Raspberry Pi Imager steps, a partner offer, and steps that can damage a
 * printer without a warning. The log is docs/audit/deep-p1-2026-11-26.md. S = obico-server, O = OctoPrint-Obico,
 * M = moonraker-obico (bare mirrors; commits named in each rule), W = obico-server website/docs.
 */
import { first, textOf, type Cases, type Rule } from './types';

/** A rule that flags `re` on any line (posts are history, so scope 'all'). */
function phrase(id: string, why: string, re: RegExp): Rule {
  return { id, scope: 'all', why, find: (line) => first(re, line) };
}

/** A risky step that must sit in a file with a :::warning or :::danger admonition. */
function needsWarning(id: string, why: string, re: RegExp): Rule {
  return {
    id,
    scope: 'all',
    why,
    find: (line, context, file) => {
      const hit = first(re, line);
      if (!hit) return null;
      return /^:::(warning|danger)/m.test(textOf(file) ?? context) ? null : hit;
    },
  };
}

export const rules: Rule[] = [
  phrase(
    'deep-p1-discovery-secret-length',
    'the plugin makes the local secret with `token_hex(32)` from Python\'s secrets module: 32 random bytes written as 64 hex characters; only the Python 2 fallback gives 32 letters and digits (O e7dab79 octoprint_thespaghettidetective/printer_discovery.py:14-19, 73)',
    /random \*\*32-character\*\* secret/,
  ),
  phrase(
    'deep-p1-discovery-sends-only',
    'besides device_id and the LAN address the plugin sends hostname, port, os, arch, rpi_model, octopi_version, plugin_version, printer profile and machine type (O e7dab79 printer_discovery.py:80-92, 252-257); what it never sends is the secret',
    /(sends only the \*\*`instance_id`|plugin sends only its instance_id)/,
  ),
  phrase(
    'deep-p1-discovery-one-per-ip',
    'with MAX_UNLINKED_PRINTERS_PER_IP = 1 the server returns an empty list when more than one unlinked printer shares the public IP: it shows none, not one of them (S 045abb6d web/api/viewsets.py:416-427)',
    /shows \*\*only one OctoPrint in auto-discovery at a time per public IP/,
  ),
  phrase(
    'deep-p1-discovery-fail-closed',
    'a mismatched secret or device_id makes the plugin call stop(), and discovery runs only once, at startup, while the plugin is unlinked (O e7dab79 printer_discovery.py:196-227, __init__.py:192-195); a refused secret request just gets 403 (printer_discovery.py:143-175)',
    /auto-discovery is \*\*disabled\*\* for that attempt/,
  ),
  phrase(
    'deep-p1-controls-web-app',
    'in July 2022 the web app had temperature presets (S 6434d825 frontend/src/components/printers/TempTargetEditor.vue:16-21) and jogging, but no fan control: the fan widget came with "Secondary printer controls" (S e96c829c, 801546bd, May 2023; today PrinterControlWidget.vue:252-299)',
    /Controls and notification settings are in the \*\*web app and the mobile app\*\*/,
  ),
  phrase(
    'deep-p1-controls-klipper',
    'moonraker-obico at the post\'s date (M 6001155, 2022-07-12) handled only the download, jog and home passthru targets (moonraker_obico/app.py:441-448); set_temperature arrived on 2022-08-21 (M 1987b7c), and the fan needs a [fan] object today (M moonraker_conn.py:329, printer.py:237; S PrinterControlWidget.vue:252)',
    /Everything works for printers on \*\*Obico for OctoPrint\*\* and \*\*Obico for Klipper\*\*/,
  ),
  phrase(
    'deep-p1-farm-half-price',
    'half the first printer was true in January 2025 ($4 a month annual, $2 per additional printer, W a29c9ad6 upgrade-to-pro.md:32-34); since May 2026 AI Premium costs $6.99 or $8.99 and each extra printer still $2 (W ac92ea1d; site docs/user-guides/upgrade-to-pro.mdx:19, 35)',
    /each additional printer costs half as much as the first/,
  ),
  phrase(
    'deep-p1-arc-example',
    'the old segments (100.312, 50.049), (100.617, 50.146) turn about 9° per 0.32 mm, a circle of about 2 mm radius, not the 10 mm one the G3 line draws; and their E per mm gives about 0.50, not 0.5240, for a 15.7 mm quarter circle',
    /(G1 X100\.312 Y50\.049|I0\.000 J10\.000 E0\.5240)/,
  ),
  phrase(
    'deep-p1-banding-pitch',
    'Z-wobble repeats once per screw turn, i.e. at the lead (8 mm on a T8x8 screw); its thread pitch is 2 mm (4 starts); full step 8 / 200 = 0.04 mm',
    /matching the pitch of the lead screw/,
  ),
  {
    id: 'deep-p1-imager-advanced-options',
    scope: 'all',
    why:
      'Raspberry Pi Imager 1.6-1.7 open the advanced options with the gear icon or Ctrl+Shift+X; from 1.8 (2023) there is no gear: after Next it offers OS customisation and "Edit settings"; OctoPi now sits under Other specific-purpose OS > 3D printing',
    find: (line) => (/\*\*Open the advanced options\*\* before writing/.test(line) && !/Edit settings/.test(line) ? first(/\*\*Open the advanced options\*\* before writing/, line) : null),
  },
  phrase(
    'deep-p1-mantis-offer',
    'the original post limits the Mantis deal to "the first five purchases", not to a time (obico-server c677be3e^ website/blog/2021-11-22-mantis-3d-printer-with-octoprint.md:35)',
    /offer was time-limited and has ended/,
  ),
  needsWarning(
    'deep-p1-warn-remote-preheat',
    'remote preheating heats an unattended printer and jogging an unhomed axis can crash the head: the step needs a :::warning (brief, safety pass)',
    /preheat for PLA before you get home/,
  ),
  needsWarning(
    'deep-p1-warn-lower-nozzle',
    'lowering a hot nozzle towards the bed (babystepping, TESTZ) can gouge the bed or bend a probe, and Marlin and Klipper count the offset in opposite directions: needs a :::warning',
    /Lower the nozzle in small steps with `TESTZ Z=-0\.1`/,
  ),
  needsWarning(
    'deep-p1-warn-abs-ptfe',
    'ABS/ASA at 240-260 °C exceeds the ~240 °C rating of PTFE-lined hotends (PTFE fumes), and an enclosure heats the electronics: needs a :::warning',
    /\| Nozzle temperature \| 240–260 °C \|/,
  ),
  needsWarning(
    'deep-p1-warn-octolapse-park',
    'Octolapse parks the head from its printer profile; a wrong bed size or origin drives the head past the axis limits: needs a :::warning',
    /Pick the printer profile closest to your machine and check the bed size and origin/,
  ),
  phrase(
    'deep-p1-klipper-ga-level',
    'on 2022-07-27 the agent was moonraker-obico 0.4.3 (M 6001155 moonraker_obico/version.py) and could not set temperatures (set_temperature came in M 1987b7c, 2022-08-21); 1.0.0 was released on 2022-08-22 (M 762f3ec); it was not level with the OctoPrint plugin',
    /now stands level with Obico for OctoPrint/,
  ),
  needsWarning(
    'deep-p1-warn-firmware-updater',
    'flashing firmware from OctoPrint can brick the board or drop thermal runaway protection: the step needs a :::warning',
    /Firmware Updater lets you flash new firmware to your printer's controller board/,
  ),
  needsWarning(
    'deep-p1-warn-blob-heating',
    'heating a hotend encased in a blob with a displaced thermistor or heater can overheat it and start a fire: needs a :::danger or :::warning',
    /Do not heat a nozzle encased in a blob without looking at the wiring/,
  ),
  needsWarning(
    'deep-p1-warn-runaway-test',
    'a thermal runaway test deliberately provokes a heater fault; it needs a :::warning that says how to do it safely',
    /Starve the heater \(disconnect it with the power off, then ask for a temperature\)/,
  ),
  phrase(
    'deep-p1-story-contest-talk',
    'the original post says the talks with the German maker were about comics, movies and the two countries, not about setups, camera angles and lighting (obico-server c677be3e^ website/blog/2022-05-30-what-obico-the-spaghetti-detective-means-to-me.md:16)',
    /comparing setups, camera angles and lighting/,
  ),
  phrase(
    'deep-p1-corexy-bed-z',
    'CoreXY keeps the bed out of X and Y, but not every CoreXY moves the bed in Z: on a flying-gantry machine (Voron 2.4) the bed is fixed and the gantry moves in Z',
    /CoreXY motion keeps the bed moving only in Z/,
  ),
  phrase(
    'deep-p1-nozzle-vs-stovetop',
    'a PLA nozzle runs at about 200 °C (the same post, "around 200°C"); a stovetop burner or hot plate runs far hotter (several hundred °C), so the nozzle is not hotter than a stovetop; a pan on high heat is about 200-250 °C',
    /nozzle is hotter than a stovetop/,
  ),
  phrase(
    'deep-p1-filament-diameter-direction',
    'the slicer computes extrusion from the diameter it is given; filament thicker than that diameter over-extrudes, thinner under-extrudes (the original post says the same: c677be3e^ website/blog/2021-12-16-3d-printer-issues-and-how-to-troubleshoot-them.md:230)',
    /filament diameter smaller than the slicer assumes/,
  ),
];

export const cases: Cases = {
  wrong: [
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', '- **`local_secret`:** a random **32-character** secret.', 'deep-p1-discovery-secret-length'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', "The plugin sends only the **`instance_id` and the OctoPrint's private (LAN) IP address** to our server. The `local_secret` never leaves your network at this stage.", 'deep-p1-discovery-sends-only'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', '<ThemedImage alt="Sequence diagram between phone or browser, the server and the OctoPrint plugin: 1 the plugin sends only its instance_id and private IP, with a 10-minute window;" />', 'deep-p1-discovery-sends-only'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', "As an extra safeguard, the server now shows **only one OctoPrint in auto-discovery at a time per public IP address.** Even if something went wrong with IP matching again, the list could not fill up with strangers' printers.", 'deep-p1-discovery-one-per-ip'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', 'If **any check fails** at any step, auto-discovery is **disabled** for that attempt. You can always fall back to linking with a code, which does not depend on auto-discovery at all.', 'deep-p1-discovery-fail-closed'],
    ['blog/2022-07-12-obico-app-printer-controls-update.mdx', 'Controls and notification settings are in the **web app and the mobile app**; **push notifications are mobile only**, while email and other channels keep working.', 'deep-p1-controls-web-app'],
    ['blog/2022-07-12-obico-app-printer-controls-update.mdx', 'Everything works for printers on **Obico for OctoPrint** and **Obico for Klipper** (new to Klipper? see the [Klipper setup guide](/docs/user-guides/klipper-setup/)).', 'deep-p1-controls-klipper'],
    ['blog/ai-failure-detection-for-print-farms.mdx', "Obico's pricing is designed with multi-printer users in mind. On the Pro plan, **each additional printer costs half as much as the first**, so adding machines to a farm gets cheaper per printer.", 'deep-p1-farm-half-price'],
    ['blog/arc-welder-octoprint.mdx', 'G1 X100.312 Y50.049 E0.0101', 'deep-p1-arc-example'],
    ['blog/arc-welder-octoprint.mdx', 'G3 X110.000 Y60.000 I0.000 J10.000 E0.5240', 'deep-p1-arc-example'],
    ['blog/banding-on-prints.mdx', '- **Regular bands** repeat at a fixed interval up the print, often matching the pitch of the lead screw (for example, every 8 mm on a common T8 screw).', 'deep-p1-banding-pitch'],
    ['blog/2021-09-25-how-to-setup-octoprint.mdx', '4. **Open the advanced options** before writing. This is the step that saves a lot of hassle later:', 'deep-p1-imager-advanced-options'],
    ['blog/2021-11-22-mantis-3d-printer-with-octoprint.mdx', 'The offer was time-limited and has ended, so there are no codes here; check the Mantis site for current prices.', 'deep-p1-mantis-offer'],
    ['blog/old-controls.mdx', '- **Temperature presets**: set hotend and bed to common temperatures with one tap, for example to preheat for PLA before you get home or cool down after a cancelled print.', 'deep-p1-warn-remote-preheat'],
    ['blog/old-bed-mesh.mdx', '3. Lower the nozzle in small steps with `TESTZ Z=-0.1`, then `TESTZ Z=-0.02`, until a sheet of paper drags lightly between nozzle and bed.', 'deep-p1-warn-lower-nozzle'],
    ['blog/old-abs.mdx', '| Nozzle temperature | 240–260 °C |', 'deep-p1-warn-abs-ptfe'],
    ['blog/old-octolapse.mdx', '4. Pick the printer profile closest to your machine and check the bed size and origin.', 'deep-p1-warn-octolapse-park'],
    ['blog/2022-07-27-klipper-tunnel-and-obico-for-klipper-release.mdx', 'Obico for Klipper has left beta and now stands level with Obico for OctoPrint: AI failure detection, webcam streaming, remote control and notifications for printers that run Klipper with Moonraker and Mainsail or Fluidd.', 'deep-p1-klipper-ga-level'],
    ['blog/old-plugins.mdx', "Firmware Updater lets you flash new firmware to your printer's controller board straight from OctoPrint. No need to unplug the printer and carry it to a laptop.", 'deep-p1-warn-firmware-updater'],
    ['blog/old-checklist.mdx', '- **Do not heat a nozzle encased in a blob without looking at the wiring.** Plastic can pull the thermistor or heater wires out of place; a thermistor that reads wrong is a safety problem.', 'deep-p1-warn-blob-heating'],
    ['blog/old-fire.mdx', '- Test it if you know how: with the printer attended, a controlled test shows the firmware reacts. Starve the heater (disconnect it with the power off, then ask for a temperature), never blind the thermistor; our thermal runaway post explains how.', 'deep-p1-warn-runaway-test'],
    ['blog/2022-05-30-what-obico-the-spaghetti-detective-means-to-me.mdx', 'During a **timelapse contest**, they got talking with a maker from **Germany**: comparing setups, camera angles and lighting. The contest ended; the friendship did not.', 'deep-p1-story-contest-talk'],
    ['blog/3d-printing-trends-2025.mdx', 'CoreXY motion keeps the bed moving only in Z, which allows high accelerations without flinging a tall part around.', 'deep-p1-corexy-bed-z'],
    ['blog/3d-printing-with-kids.mdx', "Explaining *why* each rule exists helps kids follow them: the nozzle is hotter than a stovetop, and the motors don't know when a finger is in the way.", 'deep-p1-nozzle-vs-stovetop'],
    ['blog/2021-12-16-3d-printer-issues-and-how-to-troubleshoot-them.mdx', '- **Causes:** e-steps or flow set too high; filament diameter smaller than the slicer assumes.', 'deep-p1-filament-diameter-direction'],
  ],
  right: [
    ['blog/2021-12-16-3d-printer-issues-and-how-to-troubleshoot-them.mdx', '- **Causes:** e-steps or flow set too high; filament thicker than the diameter set in the slicer (the slicer then pushes more plastic than it meant to).'],
    ['blog/3d-printing-with-kids.mdx', "Explaining *why* each rule exists helps kids follow them: the nozzle is as hot as a frying pan on a high flame, and the motors don't know when a finger is in the way."],
    ['blog/3d-printing-trends-2025.mdx', 'CoreXY motion never moves the bed in X or Y (on most machines the bed only moves down in Z; on some, such as the Voron 2.4, the gantry moves and the bed stays still), which allows high accelerations without flinging a tall part around.'],
    ['blog/2022-05-30-what-obico-the-spaghetti-detective-means-to-me.mdx', 'Every printing question turned into an hour-long talk about comics, films and life in their two countries. The contest ended; the friendship did not.'],
    ['blog/3d-printer-fire-safety.mdx', '- Test it if you know how: with the printer attended, a controlled test shows the firmware reacts. Starve the heater (disconnect it with the power off, then ask for a temperature), never blind the thermistor; our thermal runaway post explains how.'],
    ['blog/3d-print-failure-checklist.mdx', '- **Do not heat a nozzle encased in a blob without looking at the wiring.** Plastic can pull the thermistor or heater wires out of place; a thermistor that reads wrong is a safety problem.'],
    ['blog/2021-09-10-best-octoprint-plugins.mdx', "Firmware Updater lets you flash new firmware to your printer's controller board straight from OctoPrint. No need to unplug the printer and carry it to a laptop."],
    ['blog/2022-07-27-klipper-tunnel-and-obico-for-klipper-release.mdx', 'Obico for Klipper has left beta and brings the core of Obico for OctoPrint, AI failure detection, webcam streaming, remote control and notifications, to printers that run Klipper with Moonraker and Mainsail or Fluidd.'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', '- **`device_secret`:** a random secret of **32 bytes**, written as 64 hexadecimal characters (on an OctoPrint still running Python 2, 32 random letters and digits).'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', "As an extra safeguard, the server now offers **at most one OctoPrint per public IP address** for auto-discovery: if two or more unlinked OctoPrints are discoverable behind the same public IP, it shows **none of them**, and you link with a code instead."],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', 'If the secret or the `device_id` that comes back from the server does not match, the plugin **switches auto-discovery off** until OctoPrint restarts; a request for the secret that fails the checks is simply refused.'],
    ['blog/2022-07-12-obico-app-printer-controls-update.mdx', 'Temperature presets, jogging and the notification settings are in the **web app and the mobile app**; fan control was in the mobile app only at first and reached the web app in May 2023.'],
    ['blog/ai-failure-detection-for-print-farms.mdx', 'When this post was written, the Pro plan cost $4 a month on the annual plan and **each additional printer $2 a month, half the price of the first on the annual plan**, so adding machines to a farm got cheaper per printer.'],
    ['blog/arc-welder-octoprint.mdx', 'G1 X100.523 Y50.014 E0.0175'],
    ['blog/arc-welder-octoprint.mdx', 'G3 X110.000 Y60.000 I0.000 J10.000 E0.5250'],
    ['blog/banding-on-prints.mdx', '- **Regular bands** repeat at a fixed interval up the print, often matching the lead of the Z screw, the distance the nut travels in one turn (for example, every 8 mm on the common T8 screw with an 8 mm lead, whose thread pitch is 2 mm).'],
    ['blog/2021-09-25-how-to-setup-octoprint.mdx', '4. **Open the advanced options** before writing: in Imager 1.6, current when this guide was written, press Ctrl+Shift+X (there is no button for it yet); in 1.7, click the gear icon (or press Ctrl+Shift+X); from Imager 1.8 on, click **Next** and then **Edit settings** when it offers OS customisation. This is the step that saves a lot of hassle later:'],
    ['blog/2021-11-22-mantis-3d-printer-with-octoprint.mdx', 'The offer was limited to the first five buyers and has ended, so there are no codes here; check the Mantis site for current prices.'],
    ['blog/2022-07-12-obico-app-printer-controls-update.mdx', '- **Temperature presets**: set hotend and bed to common temperatures with one tap, for example to preheat for PLA before you get home or cool down after a cancelled print.'],
    ['blog/bed-mesh-and-z-offset-guide.mdx', '3. Lower the nozzle in small steps with `TESTZ Z=-0.1`, then `TESTZ Z=-0.02`, until a sheet of paper drags lightly between nozzle and bed.'],
    ['blog/abs-asa-printing-guide.mdx', '| Nozzle temperature | 240–260 °C |'],
    ['blog/2021-09-10-Octolapse.mdx', '4. Pick the printer profile closest to your machine and check the bed size and origin.'],
  ],
};
