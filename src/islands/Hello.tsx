import { useState } from 'react';
export default function Hello() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>klik {n}</button>; }
