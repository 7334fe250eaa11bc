/**
 * Product-fact rules from the ninth seeded sample, part C (seed 2026112631, places 11 to 15), November 2026.
 * Each rule names a claim that a sampled page made and that a third-party source (Klipper and Marlin documentation,
 * the lead-screw geometry the page itself gives, how Microsoft Remote Desktop connects) shows is wrong. The sample
 * log is docs/audit/sample9-part-c.md.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'sample9c-banding-lead-screw-pitch',
    scope: 'all',
    why: 'Z-wobble repeats once per turn of the Z screw, so regular bands are spaced by the screw\'s lead (8 mm on a T8x8 screw), not by its thread pitch (2 mm on the same four-start screw); banding-on-prints says so in its text, and its diagram and alt text must not say "lead screw pitch"',
    find: (line) => first(/\b(?:spacing|matching|matches)[^.]*\blead screw pitch\b/i, line),
  },
  {
    id: 'sample9c-pressure-advance-blobs-at-starts',
    scope: 'all',
    why: 'Without enough pressure advance (linear advance) the nozzle pressure lags the toolhead: lines start thin (under-extruded) and end with a bulge or blob (Marlin docs features/lin_advance: "extra material being extruded at the end of each linear movement" and "under-extrusion when starting new lines"; Klipper docs/Pressure_Advance.md). Blobs at starts and thin ends are the opposite, the sign of too much pressure advance',
    find: (line) => first(/\bblobs? at (?:the )?line starts?(?:,| and) thin (?:line )?ends\b/i, line),
  },
  {
    id: 'sample9c-input-shaping-measures',
    scope: 'all',
    why: 'Input shaping does not measure anything: it needs the resonant frequency as a setting, found with a ringing test print or, in Klipper, an accelerometer and the separate resonance tester (Klipper docs/Resonance_Compensation.md, Measuring_Resonances.md). Marlin (M593, since 2.1.2) has no accelerometer-based tuning at all (Marlin docs gcode/M593)',
    find: (line) => first(/\binput shaping\b[^.]*\bmeasures and cancels\b/i, line),
  },
  {
    id: 'sample9c-microsoft-remote-desktop-hole-punching',
    scope: 'all',
    why: 'Microsoft Remote Desktop (RDP) has no cloud rendezvous service for a home PC: the client connects straight to the PC, so from outside the home network it needs port forwarding, a VPN or a Remote Desktop Gateway. Only tools with their own broker (TeamViewer, Chrome Remote Desktop, RealVNC cloud connections) set up a peer-to-peer link with hole punching',
    find: (line) => first(/\bMicrosoft Remote Desktop\b[^.]*\bpeer to peer\b/i, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'blog/banding-on-prints.mdx',
      '<ThemedImage alt="Two printed walls. Left: bands at the same spacing every time, matching the lead screw pitch, a mechanical Z problem such as Z-wobble. Right: bands at random spacing and thickness, pointing to temperature swings, the extruder or filament diameter." sources={{light: "/img/blog/banding-on-prints-light.svg", dark: "/img/blog/banding-on-prints-dark.svg"}} />',
      'sample9c-banding-lead-screw-pitch',
    ],
    [
      'blog/direct-drive-vs-bowden.mdx',
      "- **Lag.** The tube's springiness delays pressure changes at the nozzle, causing blobs at line starts and thin line ends unless pressure advance compensates.",
      'sample9c-pressure-advance-blobs-at-starts',
    ],
    [
      'blog/direct-drive-vs-bowden.mdx',
      '| Blobs at line starts, thin line ends | Pressure advance too low | Pressure advance far too low for a Bowden; tube length |',
      'sample9c-pressure-advance-blobs-at-starts',
    ],
    [
      'blog/direct-drive-vs-bowden.mdx',
      'The heavier head needs two-thirds more force for the same acceleration, and every stop and change of direction shakes the frame that much harder. That is what shows up as ringing (ghost echoes of edges on flat walls). Input shaping, which Klipper and recent Marlin versions support, measures and cancels much of that ringing, which is why fast modern printers can use direct drive without giving up speed.',
      'sample9c-input-shaping-measures',
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      'Remote desktop tools such as TeamViewer, Microsoft Remote Desktop, Chrome Remote Desktop and VNC connect your phone to a computer at home peer to peer. A server in the cloud is still involved, but only to set up the connection ("hole punching"). They are free or have a free version, and easy to set up. The catch: a computer at home has to stay on all the time, you see its whole desktop squeezed onto your phone screen, and you log in to it every time.',
      'sample9c-microsoft-remote-desktop-hole-punching',
    ],
  ],
  right: [
    [
      'blog/banding-on-prints.mdx',
      '<ThemedImage alt="Two printed walls. Left: bands at the same spacing every time, one band per turn of the Z screw (its lead, 8 mm on a T8 screw, not its 2 mm thread pitch), a mechanical Z problem such as Z-wobble. Right: bands at random spacing and thickness, pointing to temperature swings, the extruder or filament diameter." sources={{light: "/img/blog/banding-on-prints-light.svg", dark: "/img/blog/banding-on-prints-dark.svg"}} />',
    ],
    [
      'blog/direct-drive-vs-bowden.mdx',
      "- **Lag.** The tube's springiness delays pressure changes at the nozzle: pressure builds late as a line begins and is still there when it ends, so starts come out thin and ends bulge or blob unless pressure advance compensates.",
    ],
    [
      'blog/direct-drive-vs-bowden.mdx',
      '| Thin line starts, bulging or blobby line ends | Pressure advance too low | Pressure advance far too low for a Bowden; tube length |',
    ],
    [
      'blog/direct-drive-vs-bowden.mdx',
      "The heavier head needs two-thirds more force for the same acceleration, and every stop and change of direction shakes the frame that much harder. That is what shows up as ringing (ghost echoes of edges on flat walls). Input shaping, which Klipper and recent Marlin versions support, cancels much of that ringing once you have found the frame's resonant frequency (with a test print, or in Klipper also with an accelerometer; Marlin has no accelerometer tuning), which is why fast modern printers can use direct drive without giving up speed.",
    ],
    [
      'blog/2019-08-24-octoprint-remote-access.mdx',
      'Remote desktop tools such as TeamViewer, Chrome Remote Desktop and VNC with RealVNC\'s cloud service connect your phone to a computer at home peer to peer. A server in the cloud is still involved, but only to set up the connection ("hole punching"). These tools are free or have a free version, and easy to set up. The catch: a computer at home has to stay on all the time, you see its whole desktop squeezed onto your phone screen, and you log in to it every time. Microsoft Remote Desktop does not belong in this group: it has no such cloud service, so reaching a home PC with it from outside takes port forwarding or a VPN, with the trade-offs described above.',
    ],
  ],
};
