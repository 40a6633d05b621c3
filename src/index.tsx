import 'antd/dist/reset.css';
import './global.css';
import { createRoot } from 'react-dom/client';
import App from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');
createRoot(container).render(<App />);
