/**
 * The carousel's built-in pictures, drawn here so that a fresh installation shows four
 * pictures without any download: a wind farm, a PV station, safety and digital operations.
 */

function Turbine({ x, y, scale, angle }: { x: number; y: number; scale: number; angle: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-3 0 L-6 140 L6 140 L3 0 Z" fill="#f8fafc" />
      <g transform={`rotate(${angle})`}>
        {[0, 120, 240].map((turn) => (
          <path key={turn} d="M0 0 C4 -20 3 -60 0 -78 C-3 -60 -4 -20 0 0 Z" fill="#f1f5f9" transform={`rotate(${turn})`} />
        ))}
      </g>
      <circle r="5" fill="#e2e8f0" />
    </g>
  );
}

function WindFarm() {
  return (
    <>
      <defs>
        <linearGradient id="slide-wind-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0ea5e9" />
          <stop offset="1" stopColor="#bae6fd" />
        </linearGradient>
      </defs>
      <rect width="800" height="360" fill="url(#slide-wind-sky)" />
      <path d="M0 270 Q200 220 400 260 T800 240 V360 H0 Z" fill="#65a30d" />
      <path d="M0 300 Q250 260 500 300 T800 290 V360 H0 Z" fill="#4d7c0f" />
      <Turbine x={160} y={130} scale={1} angle={10} />
      <Turbine x={360} y={150} scale={0.8} angle={50} />
      <Turbine x={540} y={120} scale={1.1} angle={80} />
      <Turbine x={700} y={165} scale={0.7} angle={30} />
    </>
  );
}

function PvStation() {
  const rows = [0, 1, 2, 3];
  const cols = [0, 1, 2, 3, 4, 5, 6];
  return (
    <>
      <defs>
        <linearGradient id="slide-pv-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#fde68a" />
        </linearGradient>
      </defs>
      <rect width="800" height="360" fill="url(#slide-pv-sky)" />
      <circle cx="650" cy="80" r="42" fill="#fff7ed" opacity="0.9" />
      <rect y="210" width="800" height="150" fill="#d6d3d1" />
      {rows.map((row) =>
        cols.map((col) => (
          <g key={`${row}-${col}`} transform={`translate(${40 + col * 105 + row * 12} ${200 + row * 38}) skewX(-20)`}>
            <rect width="92" height="30" fill="#1e3a8a" stroke="#93c5fd" strokeWidth="1.5" />
            <path d="M23 0 V30 M46 0 V30 M69 0 V30 M0 15 H92" stroke="#60a5fa" strokeWidth="0.8" />
          </g>
        )),
      )}
    </>
  );
}

function Safety() {
  return (
    <>
      <rect width="800" height="360" fill="#14532d" />
      <path d="M0 360 L800 120 V360 Z" fill="#166534" />
      <g transform="translate(400 170)">
        <path d="M0 -110 L90 -75 V10 C90 70 45 105 0 125 C-45 105 -90 70 -90 10 V-75 Z" fill="#22c55e" stroke="#bbf7d0" strokeWidth="6" />
        <path d="M-40 5 L-10 35 L45 -30" fill="none" stroke="#f0fdf4" strokeWidth="16" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </>
  );
}

function Digital() {
  const nodes = [
    [120, 90], [260, 170], [400, 110], [540, 200], [680, 120], [200, 280], [480, 300], [640, 290],
  ];
  return (
    <>
      <rect width="800" height="360" fill="#0f172a" />
      {nodes.map(([x1, y1], index) => {
        const [x2, y2] = nodes[(index + 1) % nodes.length]!;
        return <line key={index} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#38bdf8" strokeOpacity="0.5" strokeWidth="2" />;
      })}
      {nodes.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r={index % 2 ? 8 : 12} fill="#0ea5e9" stroke="#e0f2fe" strokeWidth="3" />
      ))}
      <path d="M60 320 L160 260 L240 290 L340 220 L440 250 L540 170 L640 200 L740 140" fill="none" stroke="#a3e635" strokeWidth="4" />
    </>
  );
}

const SCENES = [WindFarm, PvStation, Safety, Digital];

/** The built-in picture of carousel place `seq` (1-4), filling its box. */
export function DefaultSlide({ seq }: { seq: number }) {
  const Scene = SCENES[(seq - 1) % SCENES.length]!;
  return (
    <svg viewBox="0 0 800 360" preserveAspectRatio="xMidYMid slice" className="h-full w-full" aria-hidden="true">
      <Scene />
    </svg>
  );
}
