import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@docs-assistant/react/styles.css";
import "highlight.js/styles/github.css";
import "./site.css";
import { App } from "./app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("docs-demo: #root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
