/**
 * The default breakroom used when the visitor sends no photo of their space: a warm, bright
 * break room (wall with a window and framed print, a counter, wood floor in perspective), drawn
 * as SVG at the output size. Its floor line (70 %), window and counter are the renderer's known
 * geometry for it (DEFAULT_SCENE_ROOM), so machines stand against its wall like in a photo.
 */
export function breakroomSvgContent(W: number, H: number): string {
  const floorTop = H * 0.7; // where the wall meets the floor
  const vpX = W * 0.5;
  const planks: string[] = [];
  for (let i = -14; i <= 14; i++) {
    const xBottom = vpX + i * (W / 9);
    const xTop = vpX + i * (W / 30);
    planks.push(
      `<line x1="${xTop.toFixed(1)}" y1="${floorTop}" x2="${xBottom.toFixed(1)}" y2="${H}" stroke="#8a5f3c" stroke-opacity="0.35" stroke-width="2"/>`,
    );
  }
  const cross: string[] = [];
  for (let k = 1; k < 9; k++) {
    const t = (k / 9) ** 1.8;
    const y = floorTop + (H - floorTop) * t;
    cross.push(
      `<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${y.toFixed(1)}" stroke="#7a5234" stroke-opacity="0.12" stroke-width="1.5"/>`,
    );
  }
  const win = { x: W * 0.06, y: H * 0.12, w: W * 0.2, h: H * 0.42 };
  const art = { x: W * 0.78, y: H * 0.16, w: W * 0.13, h: H * 0.2 };
  return `<defs>
<linearGradient id="bg-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3efe8"/><stop offset="1" stop-color="#e2dbcf"/></linearGradient>
<linearGradient id="bg-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b88a5f"/><stop offset="1" stop-color="#9c6f47"/></linearGradient>
<linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ed0f0"/><stop offset="1" stop-color="#e6f4fb"/></linearGradient>
<radialGradient id="bg-light" cx="0.2" cy="0.25" r="0.9"><stop offset="0" stop-color="#fff8e7" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e7" stop-opacity="0"/></radialGradient>
<linearGradient id="bg-vignette" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>
</defs>
<rect width="${W}" height="${floorTop}" fill="url(#bg-wall)"/>
${Array.from({ length: 16 }, (_, i) => `<rect x="${(i * W) / 16}" y="${H * 0.46}" width="${W / 16 - 3}" height="${floorTop - H * 0.46}" fill="#d9d0c2" fill-opacity="0.45"/>`).join("")}
<rect x="0" y="${H * 0.455}" width="${W}" height="${H * 0.012}" fill="#cbbfae"/>
<rect x="${win.x - 10}" y="${win.y - 10}" width="${win.w + 20}" height="${win.h + 20}" fill="#ffffff"/>
<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#bg-sky)"/>
<path d="M${win.x} ${win.y + win.h * 0.8} l${win.w * 0.15} -${win.h * 0.25} l${win.w * 0.12} ${win.h * 0.1} l${win.w * 0.2} -${win.h * 0.35} l${win.w * 0.18} ${win.h * 0.3} l${win.w * 0.15} -${win.h * 0.12} l${win.w * 0.2} ${win.h * 0.2} v${win.h * 0.2} h-${win.w} z" fill="#a9c4d6" fill-opacity="0.7"/>
<path d="M${win.x + win.w * 0.55} ${win.y + win.h} c-10 -${win.h * 0.4} 30 -${win.h * 0.5} 14 -${win.h * 0.75}" stroke="#3f7d4f" stroke-width="5" fill="none"/>
<circle cx="${win.x + win.w * 0.6}" cy="${win.y + win.h * 0.3}" r="${win.w * 0.16}" fill="#4f9a61" fill-opacity="0.9"/>
<rect x="${win.x + win.w / 2 - 4}" y="${win.y}" width="8" height="${win.h}" fill="#ffffff"/>
<rect x="${win.x}" y="${win.y + win.h / 2 - 4}" width="${win.w}" height="8" fill="#ffffff"/>
<rect x="${win.x - 16}" y="${win.y + win.h + 8}" width="${win.w + 32}" height="12" fill="#f7f5f0"/>
<rect x="${art.x}" y="${art.y}" width="${art.w}" height="${art.h}" fill="#3b3b3b"/>
<rect x="${art.x + 10}" y="${art.y + 10}" width="${art.w - 20}" height="${art.h - 20}" fill="#f5efe3"/>
<circle cx="${art.x + art.w * 0.4}" cy="${art.y + art.h * 0.45}" r="${art.w * 0.2}" fill="#e9a23b"/>
<path d="M${art.x + 10} ${art.y + art.h - 10} l${art.w * 0.35} -${art.h * 0.35} l${art.w * 0.25} ${art.h * 0.2} l${art.w * 0.3} -${art.h * 0.25} v${art.h * 0.4} z" fill="#2e6f73"/>
<rect x="${W * 0.72}" y="${H * 0.47}" width="${W * 0.26}" height="${H * 0.035}" fill="#f2f0eb"/>
<rect x="${W * 0.72}" y="${H * 0.505}" width="${W * 0.26}" height="${floorTop - H * 0.505}" fill="#6f7f86"/>
${[0, 1, 2].map((i) => `<rect x="${W * 0.725 + i * W * 0.0867}" y="${H * 0.515}" width="${W * 0.082}" height="${floorTop - H * 0.525}" fill="#7d8d94"/><rect x="${W * 0.76 + i * W * 0.0867}" y="${H * 0.54}" width="${W * 0.012}" height="4" fill="#d1d5db"/>`).join("")}
<rect x="${W * 0.78}" y="${H * 0.41}" width="${W * 0.05}" height="${H * 0.06}" rx="4" fill="#2d2d2d"/>
<rect x="${W * 0.79}" y="${H * 0.425}" width="${W * 0.03}" height="${H * 0.02}" fill="#4b5563"/>
<rect x="${W * 0.88}" y="${H * 0.43}" width="${W * 0.025}" height="${H * 0.04}" rx="3" fill="#f8fafc"/>
<rect x="0" y="${floorTop}" width="${W}" height="${H - floorTop}" fill="url(#bg-floor)"/>
${planks.join("")}
${cross.join("")}
<rect x="0" y="${floorTop - 8}" width="${W}" height="10" fill="#f7f4ee"/>
<rect x="0" y="${floorTop + 2}" width="${W}" height="6" fill="#000" fill-opacity="0.08"/>
<ellipse cx="${W * 0.04}" cy="${floorTop + 16}" rx="${W * 0.035}" ry="10" fill="#000" fill-opacity="0.18"/>
<path d="M${W * 0.015} ${floorTop + 14} h${W * 0.05} l-${W * 0.006} -${H * 0.09} h-${W * 0.038} z" fill="#c8b8a2"/>
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${W * 0.04} ${floorTop - H * 0.08} q${(i - 3) * 18} -${H * 0.12} ${(i - 3) * 34} -${H * (0.14 + (i % 3) * 0.03)}" stroke="#3f7d4f" stroke-width="14" stroke-linecap="round" fill="none"/>`).join("")}
<rect width="${W}" height="${H}" fill="url(#bg-light)"/>
<rect width="${W}" height="${H}" fill="url(#bg-vignette)"/>`;
}
