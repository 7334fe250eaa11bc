/**
 * Product-fact rules from the third pass over claims about what commands, installers and services do on the machine
 * (November 2026). The log is docs/audit/deep-t7-2026-11-26.md.
 * K = moonraker-obico df0005c, S = obico-server 49c0bc7.
 */
import { first, type Cases, type Rule } from './types';

export const rules: Rule[] = [
  {
    id: 'deep-t7-jetson-avahi-one-answer',
    scope: 'all',
    why:
      'install_on_jetson.sh asks "Would you like to configure this Jetson Nano so it can be addressed by \'obico.local\'" and on `y` runs avahi_setup_jetson.sh, which installs avahi-daemon (publishing <hostname>.local) and asks the same question again; only a second `y` sets the Avahi host name to obico (S scripts/install_on_jetson.sh:19-25, scripts/avahi_setup_jetson.sh:4-31)',
    find: (line) => first(/Answer `y` to set that up, or press Enter to skip it/i, line),
  },
  {
    id: 'deep-t7-installer-finds-moonraker',
    scope: 'all',
    why:
      'install.sh never contacts Moonraker: it only checks that the config folder, moonraker.conf and the log folder are writable and stops with "… doesn\'t exist or can\'t be changed." (K install.sh:97-102, 234-236)',
    find: (line) =>
      first(
        /installer reports that it cannot find Moonraker|If the installer cannot find Moonraker|reason (?:the installer|it) (?:cannot reach Moonraker|"cannot connect to Moonraker")|the installer cannot reach Moonraker/i,
        line,
      ),
  },
  {
    id: 'deep-t7-relink-klipper-restart',
    scope: 'all',
    why:
      'after linking, link.sh restarts the agent service itself (`sudo systemctl restart "${OBICO_SERVICE_NAME}"`, K scripts/link.sh:139-149), and a re-link does not add anything Klipper must reload, so no reboot of the Pi or printer is needed',
    find: (line, _context, file) =>
      file.endsWith('relink-klipper.mdx') ? first(/^\s*6\. Restart the Pi or the printer\.|shortly after it has restarted/, line) : null,
  },
  {
    id: 'deep-t7-camera-streamer-options-line',
    scope: 'all',
    why:
      'OctoPi camera-streamer reads each camera file as a systemd EnvironmentFile of NAME=value lines, and only ${OPTIONS} reaches the camera-streamer command line (OctoPrint/camera-streamer-stack systemd/camera-streamer-usb@.service, scripts/add-usb-camera writes an empty `OPTIONS=`, same at 17764e0, July 2023): a bare `--http-listen=0.0.0.0` line is ignored',
    find: (line) => first(/open its config file and add this option line|the `--http-listen=0\.0\.0\.0` line, and that/, line),
  },
  {
    id: 'deep-t7-tunnel-needs-port-range',
    scope: 'all',
    why:
      'a self-hosted tunnel is found either by its port (OCTOPRINT_TUNNEL_PORT_RANGE) or by a host name matching ^(\\w+)\\.tunnels (S backend/config/settings.py:421-425, backend/lib/tunnelv2.py:50-58); the port range is one of two options, not a requirement',
    find: (line) => first(/Tunnels need a port range\.\*\*/, line),
  },
];

export const cases: Cases = {
  wrong: [
    [
      'docs/server-guides/platform-specific/jetson_guide.mdx',
      "The script installs and builds everything the server needs on the Jetson. It takes **15 to 30 minutes**. Its last step is a question: whether to make the Jetson reachable as `obico.local` on your local network (`[N/y/d]`, with `N` filled in). Answer `y` to set that up, or press Enter to skip it; `d` prints a link to the configuration guide and asks again.",
      'deep-t7-jetson-avahi-one-answer',
    ],
    [
      'blog/elegoo-neptune-4-and-obico-ai-3d-printing-revolution.mdx',
      'If the installer reports that it cannot find Moonraker or the config files, rerun it and enter the correct paths.',
      'deep-t7-installer-finds-moonraker',
    ],
    ['docs/user-guides/relink-klipper.mdx', '6. Restart the Pi or the printer.', 'deep-t7-relink-klipper-restart'],
    [
      'docs/user-guides/relink-klipper.mdx',
      '**You should see:** the printer shows up as online in the Obico app shortly after it has restarted.',
      'deep-t7-relink-klipper-restart',
    ],
    [
      'blog/octoprint-camera-streamer-setup.mdx',
      'Each camera has its own config file. To reach a camera from other machines on your LAN, rather than only from the Pi itself, open its config file and add this option line:',
      'deep-t7-camera-streamer-options-line',
    ],
    [
      'blog/octoprint-camera-streamer-setup.mdx',
      'If nothing loads, confirm the port reported by `add-usb-camera`, the `--http-listen=0.0.0.0` line, and that you restarted the service.',
      'deep-t7-camera-streamer-options-line',
    ],
    [
      'blog/sovol-svo7-series-klipper-remote-access-ai.mdx',
      'If the installer cannot find Moonraker, check that the web interface loads in your browser.',
      'deep-t7-installer-finds-moonraker',
    ],
    [
      'blog/kingroon-klipper-remote-access-and-ai.mdx',
      'Two of them deserve a careful look before you accept, because a wrong one is the usual reason it "cannot connect to Moonraker":',
      'deep-t7-installer-finds-moonraker',
    ],
    [
      'blog/remote-access-two-trees-sk1.mdx',
      'Keep the **Moonraker port** in mind when the prompts ask for it: it is **usually 7125**, and a wrong port is the most common reason the installer cannot reach Moonraker.',
      'deep-t7-installer-finds-moonraker',
    ],
    [
      'blog/self-hosted-ai-detection-guide.mdx',
      '- **Tunnels need a port range.** The OctoPrint and Klipper tunnel features use a range of ports that must be reachable, so plan your proxy or firewall accordingly.',
      'deep-t7-tunnel-needs-port-range',
    ],
  ],
  right: [
    [
      'blog/self-hosted-ai-detection-guide.mdx',
      '- **Tunnels need extra setup.** Each OctoPrint or Klipper tunnel needs either its own port from a range you reserve, or its own host name under `tunnels.` with a wildcard DNS record, so plan your proxy or firewall accordingly.',
    ],
    [
      'blog/remote-access-two-trees-sk1.mdx',
      'it is **usually 7125**. The installer does not test it, so a wrong port only shows later, as a printer that links but stays offline.',
    ],
    [
      'blog/octoprint-camera-streamer-setup.mdx',
      'Each camera has its own config file. To reach a camera from other machines on your LAN, rather than only from the Pi itself, open its config file. It ends with an empty `OPTIONS=` line; put the option there, in quotes:',
    ],
    [
      'docs/server-guides/platform-specific/jetson_guide.mdx',
      'Press Enter to skip it; `d` prints a link to the configuration guide and asks again. Answer `y` and the script installs and starts `avahi-daemon`, which makes the Jetson reachable as `<its hostname>.local`, and then asks the same question a second time: answer `y` again to make that name `obico.local` (here `d` explains the change instead).',
    ],
    [
      'blog/elegoo-neptune-4-and-obico-ai-3d-printing-revolution.mdx',
      "If the installer stops with `… doesn't exist or can't be changed.`, a path you entered is missing or not writable: rerun it and enter the correct paths.",
    ],
    [
      'docs/user-guides/relink-klipper.mdx',
      '6. Nothing to restart: after linking, the installer restarts the `moonraker-obico` service itself. Rebooting the Pi or the printer does no harm if you prefer.',
    ],
  ],
};
