/**
 * Product and method facts found wrong in the audit of the first 119 blog posts (content/blog, sorted, 2019-04-17 to
 * functional-prints-household). Each rule names what a post misstated: how Obico/The Spaghetti Detective worked at
 * the post's date (checked against obico-server, OctoPrint-Obico and moonraker-obico and their history), or what the
 * original post it retells said (obico-server website/blog before commit c677be3e). The audit log is
 * docs/audit/blog1-2026-11.md.
 */
import type { Cases, Rule } from './types';

/** A rule that flags any of `patterns` on a line, optionally only in files matching `files`. */
function phrases(id: string, why: string, patterns: RegExp[], files?: RegExp): Rule {
  return {
    id,
    scope: 'all',
    why,
    find: (line, _context, file) => {
      if (files && !files.test(file)) return null;
      for (const re of patterns) {
        const m = re.exec(line);
        if (m) return m[0];
      }
      return null;
    },
  };
}

/** Klipper Tunnel reached moonraker-obico in March 2023 (obico-server 2fb0f02e, agent 1.3.0). */
const KLIPPER_TUNNEL = /\bKlipper tunnel\b/i;
const KLIPPER_TUNNEL_LATER = /\b2023\b|came later|:::note Later|no tunnel for Klipper yet/i;

export const rules: Rule[] = [
  phrases(
    'blog1-ender3-ejection-gantry',
    'in the Ender 3 ejection method the back of the X gantry knocks the part off while the nozzle is held 5 mm above the bed; the nozzle does not plow the part',
    [/\b(?:print )?head acts like a plow\b/i, /\bnozzle (?:shoves|plows|pushes) (?:the )?parts? off\b/i, /\blow enough to catch the part\b/i],
  ),
  phrases(
    'blog1-ender3-ejection-part-height',
    'the gantry only meets parts about 40 mm tall or more; short parts slip under it',
    [/\bShort, sturdy parts\b/i, /Tall, thin parts may topple or break instead of sliding/i],
  ),
  phrases(
    'blog1-ender3-ejection-restart',
    'the method ends each file with the ejection code and restarts the next print by hand after checking the webcam; it does not queue prints automatically',
    [/Each file ends by clearing the bed, so the next one starts on an empty surface/i, /\bHomes Z\*\*, bringing the nozzle back down to bed level/i],
  ),
  phrases(
    'blog1-paper-level-z-powered',
    'the paper-levelling method keeps Z powered while X and Y are free; disabling all steppers lets Z drift',
    [/\*\*Disable the steppers\*\* so you can move the head and bed by hand/i],
  ),
  phrases(
    'blog1-recall-69-percent',
    'a recall of 69% catches about 7 failures in 10, not more than 3 in 4',
    [/more than 3 out of 4 failures/i],
  ),
  phrases(
    'blog1-remote-access-2019-options',
    'in the 2019 comparison Polar Cloud was free and hard to link, Telegram hard to set up, and peer-to-peer meant remote-desktop tools that are easy but need an always-on computer',
    [/\|\s*Polar Cloud\s*\|.*Varies by service level/i, /harder to make work reliably through every kind of router/i, /\|\s*Telegram plugin\s*\|\s*High\s*\|\s*Medium\s*\|/i],
  ),
  phrases(
    'blog1-streaming-alpha-2019',
    'the 2019 video-streaming alpha needed a Pi 3B/3B+/Zero W and a Pi Camera only, worked on iOS 11+, Android 9+ and Firefox on computers, and was enabled in the plugin settings (Opt In) followed by an OctoPrint restart',
    [
      /Pi Camera and common USB webcams are the targets/i,
      /Recent desktop browsers should work; mobile browsers may not play it/i,
      /Sign up through the (?:\*\*)?enrollment link(?:\*\*)? in the app/i,
      /through Discord or our support channel\. \*\*Testers earn credits/i,
    ],
  ),
  phrases(
    'blog1-pricing-2019-reason',
    'the December 2019 price change was explained by hosting costs; the post never weighed lowering stream quality',
    [/than lower streaming quality to save bandwidth/i],
  ),
  phrases(
    'blog1-remote-gcode-2020',
    'remote printing was started from the printer card ("Send G-Code and Start Printing"), and it never became paid-only: free accounts upload files up to 50 MB, paid ones up to 500 MB',
    [/In your list of uploaded files, \*\*pick the file\*\*/i, /later became a (?:\*\*)?Pro plan perk/i],
  ),
  phrases(
    'blog1-protoprintr-origin',
    'ProtoPrintr was designed and built as a senior engineering project, not bought as a kit; its upgrades came in one rebuild around 2017-2018',
    [/\bbought a \*\*kit printer\*\*/i, /affordable kit printer for an engineering group/i, /one at a time, which kept costs down/i],
  ),
  phrases(
    'blog1-timelapse-contest-likes',
    'in the Spaghettilapse contest, likes from shares counted as long as the post was shared from the contest group; questions went to the organiser on Reddit, Discord or Facebook',
    [/only likes on the post \*\*in the group\*\* count/i, /go to the team by email or on Discord/i],
  ),
  phrases(
    'blog1-ppe-offer-2020',
    'the extended PPE offer was for people without an account who belong to a PPE printing group; on the annual plan it used the coupon PPEPRINTINGANUAL (10 months charged)',
    [/open to \*\*anyone who prints PPE\*\*/i, /annual subscription, write to us and we will explain/i, /I already subscribe to Pro\.\*\* The offer is open to you too/i],
  ),
  phrases(
    'blog1-best-printers-2020-method',
    'the 2020 printer study dropped every print shorter than one hour, and 38% of the 1,114 printers could not be identified',
    [/excluded prints cancelled very early/i, /1,114 identified printers/i, /we identified \*\*1,114 printers\*\*/i],
  ),
  phrases(
    'blog1-blob-heat',
    'the blob clean-up method heats above the printing temperature in steps, up to about 30 °C more, within the hotend rating',
    [/Heat the hotend to around the printing temperature of the filament that formed the blob/i],
  ),
  phrases(
    'blog1-monthly-price-2020-date',
    'monthly subscriptions started on or before July 8th, 2020 kept the old rate',
    [/started on or after July 8th, 2020/i, /signed up before that date keep their rates/i],
  ),
  phrases(
    'blog1-print-quality-table',
    'in the 2020 print-quality comparison OctoPrint-to-SD and OctoPrint with its interface closed were inconvenient, and idle OctoPrint gave medium quality on curvy parts',
    [/High setup effort, then convenient/i, /\|\s*OctoPrint with an idle interface\s*\|\s*Fine\s*\|/i],
  ),
  {
    id: 'blog1-3d-geeks-android-only',
    scope: 'all',
    why: 'the 2020 3D Geeks push integration worked only in the Android app',
    find: (line, context) => (/\*\*1\. Install 3D Geeks\*\*/i.test(line) && !/Android/.test(context) ? '1. Install 3D Geeks' : null),
  },
  phrases(
    'blog1-mobile-app-2020-pro-ads',
    'Pro subscribers were promised the ad-free app as well as early access',
    [/\|\s*Pro subscriber\s*\|\s*Early access automatically, no donation needed\s*\|/i],
  ),
  phrases(
    'blog1-recycled-cups-2021',
    'Closed Loop Plastics chop the cups before washing them, and the test spool warped, needed glue stick and showed slight delamination',
    [/Clean cups are shredded into small flakes/i, /this filament behaves much like standard filament/i],
  ),
  phrases(
    'blog1-octoprint-webcam-flip',
    'the OctoPrint plugin has no rotation or flip settings of its own; it sends OctoPrint’s webcam flipH/flipV/rotate90',
    [/rotation and flip settings in the plugin/i],
  ),
  phrases(
    'blog1-detective-bust-2021',
    'Wekster designed the support-free bust; sharing it (tagging us and Wekster on Twitter, Facebook or Instagram) earned 200 Detective Hours, the March 20th draw gave 12 months of Pro, and the CC BY-NC-ND licence allows no remixes',
    [
      /We designed a printable bust/i,
      /The hat brim is the main overhang/i,
      /entered in the draw for a \*\*printed bust\*\*/i,
      /print them, paint them, remix them/i,
      /Share a photo in our Discord or on social media and tag us/i,
      /\*\*filament swaps at planned layer heights\*\*, which any single-extruder printer can do/i,
    ],
  ),
  phrases(
    'blog1-multicolor-clog-2021',
    'the 2021 clog came from brittle glow filament snapping in the cold end of an MMU2S printer; a cold pull could not move it and guitar-string needles cleared it',
    [/We got clean-looking plugs, reloaded, and the next print clogged again/i, /^### Replacing and cleaning the nozzle\b/, /The cause turned out to be in the printing process, not the hardware/i],
  ),
  phrases(
    'blog1-giveaway-winner-draw',
    'the bust giveaway winner was the index drawn most often among 10,000 random.org integers, and was named with his prize',
    [/Number the entries and draw one at random/i, /are keeping their details private/i, /several makers swapped filament at planned layer heights/i],
  ),
  phrases(
    'blog1-help-reputation-2021',
    'every 5 Help Reputation points earned 200 Detective Hours (the Helper role at 10), and the team messaged the helper; nobody had to claim',
    [/At a threshold, contact the team on Discord/i, /\|\s*5\s*\|\s*Claim a Detective Hours reward\s*\|/i],
  ),
  phrases(
    'blog1-ezpi-disclosure',
    'the EZPi post disclosed no financial relationship and no affiliate links, not product use',
    [/fan of TH3D and has used its products on his own printers/i],
  ),
  phrases(
    'blog1-meshroom-gpu',
    'Meshroom’s full pipeline needs an NVIDIA (CUDA) card; the post’s author fell back to Agisoft Metashape on AMD',
    [/A graphics card speeds things up considerably/i],
  ),
  phrases(
    'blog1-security-incident-2021',
    'the August 2021 incident affected the 73 users linking printers in the window; their tokens were disabled, and the analysis gave exact UTC times; the new auto-discovery shipped on 2021-09-11 after an outside audit that found nothing else',
    [
      /We will publish exact figures in a follow-up/i,
      /Only printers that were online and visible to auto-discovery/i,
      /some requests appeared to come from addresses that many unrelated users shared/i,
      /Auto-discovery will return only with a stronger design/i,
      /we reviewed every feature that depends on where a request comes from/i,
    ],
  ),
  phrases(
    'blog1-bed-level-visualizer-probe',
    'Bed Level Visualizer works with any mesh-levelling printer, manual mesh included; it does not need a probe',
    [/The plugin needs a probe to produce the mesh/i],
  ),
  phrases(
    'blog1-fidget-star-video',
    'the Octolapse timelapse and the 50-million-view TikTok of a giant star were two different videos',
    [/posted the timelapse on our TikTok/i],
  ),
  phrases(
    'blog1-remote-access-2021',
    'in 2021 SimplyPrint’s 1 FPS streaming was a paid feature, and the peer-to-peer option was remote-desktop software needing an always-on computer',
    [/advertised 1 FPS webcam streaming on its free tier/i, /peer-to-peer virtual networks in the style of ZeroTier/i],
  ),
  phrases(
    'blog1-octopod-link',
    'linking OctoPod to the tunnel means copying the printer’s OctoPrint API key, adding a The Spaghetti Detective printer, authorising, then pasting the key',
    [/the link is made from \*\*OctoPod's settings\*\*: you sign in/i, /OctoPod never sees your password/i],
  ),
  phrases(
    'blog1-obico-rename-2022',
    'at the 2022 rename the mobile app was not yet open source and the Shop plan was retired',
    [/Much of it was open from day one; now all of it is/i, /\*\*Cloud pricing is unchanged\.\*\*/i],
  ),
  phrases(
    'blog1-obico-app-rename-manual',
    'without automatic updates, users deleted The Spaghetti Detective app, installed Obico and signed in again',
    [/It opens as Obico, as you left it/i],
  ),
  {
    id: 'blog1-klipper-tunnel-2022',
    scope: 'all',
    why: 'moonraker-obico had no tunnel in 2022; Klipper Tunnel arrived in March 2023 with Obico for Klipper 1.3.0',
    find: (line, context, file) => {
      if (!/^blog\/2022-/.test(file)) return null;
      const m = KLIPPER_TUNNEL.exec(line) ?? /Obico for Klipper 1\.3\.0 or later/i.exec(line);
      return m && !KLIPPER_TUNNEL_LATER.test(context) ? m[0] : null;
    },
  },
  phrases(
    'blog1-neptune4-wizard-option',
    'the app’s printer wizard offered "Klipper" in 2023 and today lists the Neptune 4 under "Pre-Installed Klipper Printer"; "Generic Klipper - Self Installed" is for self-installed Klipper',
    [/choose the \*\*"Generic Klipper"\*\* option/i, /Choose "Generic Klipper"; try the one-time passcode/i],
  ),
  phrases(
    'blog1-ai-detection-hours-name',
    'Detective Hours were renamed AI Detection Hours in May 2022; posts dated later use the new name',
    [/\*\*Detective Hours packs\*\*/i, /rewarded\*\*, for example with Detective Hours/i],
  ),
  phrases(
    'blog1-arc-direction',
    'the arc example replaces counterclockwise segments, so it is G3; G2 would run clockwise the long way round',
    [/\bG2 X110\.000 Y60\.000 I0\.000 J10\.000\b/],
  ),
];

export const cases: Cases = {
  wrong: [
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', 'If the nozzle is lowered just above the bed and the bed moves, the print head acts like a plow and shoves the part off the edge.', 'blog1-ender3-ejection-gantry'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '3. **`G1 Z5`** lowers the nozzle to 5 mm, low enough to catch the part but high enough to clear the bed.', 'blog1-ender3-ejection-gantry'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '- **Short, sturdy parts.** Tall, thin parts may topple or break instead of sliding.', 'blog1-ender3-ejection-part-height'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', 'To print continuously, run the same file one after another. Each file ends by clearing the bed, so the next one starts on an empty surface.', 'blog1-ender3-ejection-restart'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '4. **Homes Z**, bringing the nozzle back down to bed level.', 'blog1-ender3-ejection-restart'],
    ['blog/2019-05-03-ender-3-bed-leveling-3d-printer.mdx', '3. **Disable the steppers** so you can move the head and bed by hand.', 'blog1-paper-level-z-powered'],
    ['blog/2019-08-14-3d-printing-deep-learning-training.mdx', 'The new model catches **more than 3 out of 4 failures**, and most of its alerts are real.', 'blog1-recall-69-percent'],
    ['blog/2019-08-24-octoprint-remote-access.mdx', '| Polar Cloud | High | Low to medium | Cloud printing and management | Varies by service level |', 'blog1-remote-access-2019-options'],
    ['blog/2019-08-24-octoprint-remote-access.mdx', 'This can reduce latency, but it is harder to make work reliably through every kind of router.', 'blog1-remote-access-2019-options'],
    ['blog/2019-08-24-octoprint-remote-access.mdx', '| Telegram plugin | High | Medium | Notifications, snapshots, commands | Free |', 'blog1-remote-access-2019-options'],
    ['blog/2019-09-17-video-streaming-in-octoprint.mdx', '- **A compatible camera.** The Pi Camera and common USB webcams are the targets.', 'blog1-streaming-alpha-2019'],
    ['blog/2019-09-17-video-streaming-in-octoprint.mdx', 'Recent desktop browsers should work; mobile browsers may not play it.', 'blog1-streaming-alpha-2019'],
    ['blog/2019-09-17-video-streaming-in-octoprint.mdx', '2. Sign up through the enrollment link in the app.', 'blog1-streaming-alpha-2019'],
    ['blog/2019-09-17-video-streaming-in-octoprint.mdx', 'Send logs through Discord or our support channel. **Testers earn credits for useful feedback.**', 'blog1-streaming-alpha-2019'],
    ['blog/2019-12-08-pricing-adjustment.mdx', 'we would rather adjust once, in the open, than lower streaming quality to save bandwidth.', 'blog1-pricing-2019-reason'],
    ['blog/2020-01-08-remote-g-code-upload-and-printing.mdx', '1. In your list of uploaded files, **pick the file** you want to print.', 'blog1-remote-gcode-2020'],
    ['blog/2020-01-08-remote-g-code-upload-and-printing.mdx', 'It **later became a Pro plan perk**.', 'blog1-remote-gcode-2020'],
    ['blog/2020-01-24-the-story-of-proto-printr.mdx', 'ProtoPrintr started in 2012 as an affordable kit printer for an engineering group.', 'blog1-protoprintr-origin'],
    ['blog/2020-01-24-the-story-of-proto-printr.mdx', 'so it bought a **kit printer**.', 'blog1-protoprintr-origin'],
    ['blog/2020-01-25-the-first-detective-timelapse-contest.mdx', '2. **Collect likes.** Share widely, but only likes on the post **in the group** count.', 'blog1-timelapse-contest-likes'],
    ['blog/2020-01-25-the-first-detective-timelapse-contest.mdx', 'Questions about the contest go to the team by email or on Discord.', 'blog1-timelapse-contest-likes'],
    ['blog/2020-05-18-ppe-printing-offer-extended.mdx', 'The two free months are now open to **anyone who prints PPE**, new or existing user.', 'blog1-ppe-offer-2020'],
    ['blog/2020-05-18-ppe-printing-offer-extended.mdx', 'If you want the coupon on an annual subscription, write to us and we will explain how it works in your case.', 'blog1-ppe-offer-2020'],
    ['blog/2020-05-18-ppe-printing-offer-extended.mdx', '**I already subscribe to Pro.** The offer is open to you too.', 'blog1-ppe-offer-2020'],
    ['blog/2020-06-10-best-3d-printers-2020.mdx', 'To reduce the noise from user error, we **excluded prints cancelled very early**.', 'blog1-best-printers-2020-method'],
    ['blog/2020-06-10-best-3d-printers-2020.mdx', 'Creality accounts for about 45% of the 1,114 identified printers.', 'blog1-best-printers-2020-method'],
    ['blog/2020-05-21-clean-up-pla-petg-blob-from-failed-3d-print.mdx', 'Heat the hotend to around the printing temperature of the filament that formed the blob.', 'blog1-blob-heat'],
    ['blog/2020-07-06-monthly-pro-pricing-change.mdx', '- **New monthly subscriptions** started on or after July 8th, 2020.', 'blog1-monthly-price-2020-date'],
    ['blog/2020-07-09-3d-print-printing-quality-guide.mdx', '| OctoPrint uploads to SD, printer prints from SD | High | High setup effort, then convenient |', 'blog1-print-quality-table'],
    ['blog/2020-07-09-3d-print-printing-quality-guide.mdx', '| OctoPrint with an idle interface | Fine | High |', 'blog1-print-quality-table'],
    ['blog/2020-07-24-3d-geeks-push-notification.mdx', '**1. Install 3D Geeks** on your phone and open it once.', 'blog1-3d-geeks-android-only'],
    ['blog/2020-08-26-mobile-app-is-coming.mdx', '| Pro subscriber | Early access automatically, no donation needed |', 'blog1-mobile-app-2020-pro-ads'],
    ['blog/2021-02-19-turning-used-cups-into-3d-prints.mdx', 'Clean cups are shredded into small flakes.', 'blog1-recycled-cups-2021'],
    ['blog/2021-02-19-turning-used-cups-into-3d-prints.mdx', 'The good news is that this filament behaves much like standard filament.', 'blog1-recycled-cups-2021'],
    ['blog/2021-02-22-octoprint-ender-3-webcam-setup.mdx', 'If the image is upside down, check the rotation and flip settings in the plugin as well.', 'blog1-octoprint-webcam-flip'],
    ['blog/2021-02-27-bringing-the-detective-to-life.mdx', 'We designed a printable bust of our mascot.', 'blog1-detective-bust-2021'],
    ['blog/2021-02-27-bringing-the-detective-to-life.mdx', '| Supports | The hat brim is the main overhang: supports touching the build plate only |', 'blog1-detective-bust-2021'],
    ['blog/2021-02-27-bringing-the-detective-to-life.mdx', 'every participant is entered in the draw for a **printed bust**.', 'blog1-detective-bust-2021'],
    ['blog/2021-02-27-bringing-the-detective-to-life.mdx', 'The files are free for personal use: print them, paint them, remix them.', 'blog1-detective-bust-2021'],
    ['blog/2021-02-27-bringing-the-detective-to-life.mdx', '3. Share a photo in our Discord or on social media and tag us.', 'blog1-detective-bust-2021'],
    ['blog/2021-03-10-bust-updates-30-million-hours.mdx', 'It uses **filament swaps at planned layer heights**, which any single-extruder printer can do:', 'blog1-detective-bust-2021'],
    ['blog/2021-03-15-what-went-wrong-pt1.mdx', 'It did not work for us. We got clean-looking plugs, reloaded, and the next print clogged again.', 'blog1-multicolor-clog-2021'],
    ['blog/2021-03-15-what-went-wrong-pt1.mdx', '### Replacing and cleaning the nozzle', 'blog1-multicolor-clog-2021'],
    ['blog/2021-03-15-what-went-wrong-pt1.mdx', 'The cause turned out to be in the printing process, not the hardware.', 'blog1-multicolor-clog-2021'],
    ['blog/2021-03-20-showcasing-prints-announcing-winner.mdx', '3. Number the entries and draw one at random.', 'blog1-giveaway-winner-draw'],
    ['blog/2021-03-20-showcasing-prints-announcing-winner.mdx', 'We have contacted the winner directly and are keeping their details private.', 'blog1-giveaway-winner-draw'],
    ['blog/2021-03-20-showcasing-prints-announcing-winner.mdx', '- **Multicolour**: several makers swapped filament at planned layer heights.', 'blog1-giveaway-winner-draw'],
    ['blog/2021-03-24-get-involved-and-get-detective-hours.mdx', 'At a threshold, contact the team on Discord; we check the count.', 'blog1-help-reputation-2021'],
    ['blog/2021-03-24-get-involved-and-get-detective-hours.mdx', '| 5 | Claim a Detective Hours reward |', 'blog1-help-reputation-2021'],
    ['blog/2021-04-25-tsd-now-on-ezpi.mdx', '*Disclosure: the author of this post is a fan of TH3D and has used its products on his own printers.*', 'blog1-ezpi-disclosure'],
    ['blog/2021-06-01-Easy-Way-3D-Scan-Print-with-Photogrammetry.mdx', 'A graphics card speeds things up considerably.', 'blog1-meshroom-gpu'],
    ['blog/2021-08-19-what-happened-last-night.mdx', 'We will publish exact figures in a follow-up once the log analysis is finished.', 'blog1-security-incident-2021'],
    ['blog/2021-08-19-what-happened-last-night.mdx', 'Only printers that were online and visible to auto-discovery during the exposure window could have been affected.', 'blog1-security-incident-2021'],
    ['blog/2021-08-19-what-happened-last-night.mdx', 'Instead, some requests appeared to come from addresses that many unrelated users shared.', 'blog1-security-incident-2021'],
    ['blog/2021-09-11-security-incident-update.mdx', 'Auto-discovery will return only with a stronger design that does not rest on that assumption.', 'blog1-security-incident-2021'],
    ['blog/2021-09-11-security-incident-update.mdx', 'It is corrected, and we reviewed every feature that depends on where a request comes from.', 'blog1-security-incident-2021'],
    ['blog/2021-09-10-best-octoprint-plugins.mdx', 'The plugin needs a probe to produce the mesh, so it will not help on a manual printer.', 'blog1-bed-level-visualizer-probe'],
    ['blog/2021-09-23-3d-models-to-print-fidget-star-edition.mdx', 'We printed a giant one and posted the timelapse on our TikTok.', 'blog1-fidget-star-video'],
    ['blog/2021-09-24-octoprint-anywhere.mdx', '- **SimplyPrint** advertised 1 FPS webcam streaming on its free tier.', 'blog1-remote-access-2021'],
    ['blog/2021-09-24-octoprint-anywhere.mdx', 'Another option: peer-to-peer virtual networks in the style of ZeroTier.', 'blog1-remote-access-2021'],
    ['blog/2022-02-04-octopod-octoprint-remote-access.mdx', 'After that, the link is made from **OctoPod\'s settings**: you sign in to your account there.', 'blog1-octopod-link'],
    ['blog/2022-02-04-octopod-octoprint-remote-access.mdx', 'It becomes an authorized app with its own access token. OctoPod never sees your password.', 'blog1-octopod-link'],
    ['blog/2022-05-10-the-spaghetti-detective-is-now-obico-open-source-smart-3d-printing-platform.mdx', '- **100% open source**. Much of it was open from day one; now all of it is.', 'blog1-obico-rename-2022'],
    ['blog/2022-05-10-the-spaghetti-detective-is-now-obico-open-source-smart-3d-printing-platform.mdx', '- **Cloud pricing is unchanged.**', 'blog1-obico-rename-2022'],
    ['blog/2022-05-11-the-spaghetti-detective-mobile-app-automatically-renamed-to-obico-app.mdx', 'It opens as Obico, as you left it.', 'blog1-obico-app-rename-manual'],
    ['blog/2022-07-27-klipper-tunnel-and-obico-for-klipper-release.mdx', 'It ships with Klipper Tunnel, which opens your full Mainsail or Fluidd interface from anywhere.', 'blog1-klipper-tunnel-2022'],
    ['blog/2022-07-27-klipper-tunnel-and-obico-for-klipper-release.mdx', 'It needs **Obico for Klipper 1.3.0 or later**; stay current.', 'blog1-klipper-tunnel-2022'],
    ['blog/2022-06-14-obico-for-klipper-beta.mdx', '- **Klipper tunnel:** open your Mainsail or Fluidd interface remotely through Obico.', 'blog1-klipper-tunnel-2022'],
    ['blog/elegoo-neptune-4-and-obico-ai-3d-printing-revolution.mdx', 'When asked what kind of printer you have, choose the **"Generic Klipper"** option.', 'blog1-neptune4-wizard-option'],
    ['blog/ai-failure-detection-for-print-farms.mdx', 'For heavy use, **Detective Hours packs** add extra AI monitoring time.', 'blog1-ai-detection-hours-name'],
    ['blog/first-layer-ai-data-collection-program.mdx', 'Participants are **rewarded**, for example with Detective Hours and other perks.', 'blog1-ai-detection-hours-name'],
    ['blog/arc-welder-octoprint.mdx', 'G2 X110.000 Y60.000 I0.000 J10.000 E0.5240', 'blog1-arc-direction'],
  ],
  right: [
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', 'With the print head held about 5 mm above the bed, the back of the gantry strikes the part and knocks it off the back edge.'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '- **Tall enough parts.** With the nozzle at a safe 5 mm, the gantry only meets parts that are roughly 40 mm tall or more.'],
    ['blog/2020-08-06-turn-ender-3-into-infinite-3d-printer.mdx', '5. **Lifts the nozzle back to Z5** before any horizontal move.'],
    ['blog/2019-05-03-ender-3-bed-leveling-3d-printer.mdx', '3. **Free X and Y, but keep Z powered**, so you can move the head and bed by hand while the nozzle height stays put.'],
    ['blog/2019-08-14-3d-printing-deep-learning-training.mdx', 'The new model catches **about 7 out of 10 failures** (a recall of 69%), and most of its alerts are real.'],
    ['blog/2019-08-24-octoprint-remote-access.mdx', '| Polar Cloud | High | High | Cloud printing and classroom tools | Free |'],
    ['blog/2019-09-17-video-streaming-in-octoprint.mdx', '- **A Pi Camera module.** For now the alpha streams only from the Pi Camera; USB webcams are planned for a later release.'],
    ['blog/2019-09-17-video-streaming-in-octoprint.mdx', '- **Computers**: only Firefox for now, because of a bug on our side rather than a WebRTC limit.'],
    ['blog/2020-01-08-remote-g-code-upload-and-printing.mdx', '2. Click **Send G-Code and Start Printing**. A pop-up lists your uploaded files.'],
    ['blog/2020-01-08-remote-g-code-upload-and-printing.mdx', 'today a free account takes files of up to 50 MB, the paid plan up to 500 MB.'],
    ['blog/2020-01-24-the-story-of-proto-printr.mdx', 'he and four fellow students **designed and built one as his senior engineering project**'],
    ['blog/2020-05-18-ppe-printing-offer-extended.mdx', 'use the coupon `PPEPRINTINGANUAL` (spelled exactly like that) at checkout, and your card is charged for 10 months.'],
    ['blog/2020-06-10-best-3d-printers-2020.mdx', 'we **left out every print that ran for less than an hour**, finished or cancelled.'],
    ['blog/2020-07-06-monthly-pro-pricing-change.mdx', '- **New monthly subscriptions** started after July 8th, 2020.'],
    ['blog/2020-07-24-3d-geeks-push-notification.mdx', '**1. Install 3D Geeks** from the Play Store and open it once. For now the integration works only in the **Android** version.'],
    ['blog/2020-08-26-mobile-app-is-coming.mdx', '| Pro subscriber | No ads while the subscription is active, and early access, with no donation needed |'],
    ['blog/2021-02-22-octoprint-ender-3-webcam-setup.mdx', 'The plugin has no rotation or flip settings of its own: it uses the ones you set in OctoPrint\'s webcam settings.'],
    ['blog/2021-02-27-bringing-the-detective-to-life.mdx', '| Supports | None needed: the bust was designed to print support-free |'],
    ['blog/2021-03-15-what-went-wrong-pt1.mdx', 'That dislodged a **broken-off piece of glow filament**, which was pushed up through the hotend\'s PTFE tube.'],
    ['blog/2021-03-20-showcasing-prints-announcing-winner.mdx', '3. Ask random.org, a true random number generator that uses atmospheric noise, for 10,000 random integers.'],
    ['blog/2021-08-19-what-happened-last-night.mdx', 'Only the 73 users who were linking a printer during the window were affected, and each of them has had an email from us.'],
    ['blog/2021-09-11-auto-discovery-with-improved-security.mdx', 'As an extra safeguard, the server now offers **at most one OctoPrint per public IP address** for auto-discovery.'],
    ['blog/2022-06-14-obico-for-klipper-beta.mdx', 'Not in the beta: a tunnel to your own Mainsail or Fluidd page. That came later, as Klipper Tunnel, with Obico for Klipper 1.3.0 in 2023.'],
    ['blog/2022-07-27-klipper-tunnel-and-obico-for-klipper-release.mdx', '**Klipper Tunnel** arrived in spring 2023 with **Obico for Klipper 1.3.0**.'],
    ['blog/fluidd-remote-access.mdx', '3. Choose **Klipper Tunnel**.'],
    ['blog/remote-access-voron-2-4.mdx', '1. In the Obico app or at [app.obico.io](https://app.obico.io), choose **Link Printer** > **Generic Klipper**.'],
    ['blog/ai-failure-detection-for-print-farms.mdx', 'For heavy use, **AI Detection Hour packs** add extra AI monitoring time on top of the 50 hours a month the Pro plan includes.'],
    ['blog/2020-03-02-unlimited-dh-only-for-shop.mdx', 'From **March 10th, 2020**, the Unlimited Detective Hour Pack is no longer offered on the Pro plan.'],
    ['blog/arc-welder-octoprint.mdx', 'G3 X110.000 Y60.000 I0.000 J10.000 E0.5250'],
  ],
};
