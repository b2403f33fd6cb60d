import { useSyncExternalStore } from "react";
import { PRIZE_ICON_DELAY_MS, PRIZE_PLAYED_KEY } from "~/models/prize";

/** Set on <html> when the icon is due (app.css shows `.prize-icon` then). */
export const PRIZE_DUE_ATTRIBUTE = "data-prize-due";

/** Set on <html> with where the icon sits: "left", "right" or "none" (hidden: no free corner). */
export const PRIZE_DOCK_ATTRIBUTE = "data-prize-dock";

/**
 * Runs in the page before any module: once `load` has fired, waits PRIZE_ICON_DELAY_MS and marks
 * the icon due, unless the visitor has played already. From then on it keeps the icon off every
 * control (docs/decisions/083-visits-and-phone-polish.md): at each scroll, resize, toggle, click
 * or input (once per frame) it measures the floating widget (`.prize-dock`) against the links,
 * buttons, fields and labels in the lower half of the screen and docks it in the bottom-left corner, else
 * the bottom-right one, else the lowest free place above them (8 px steps, `--prize-lift`), else
 * hides it until a place is free. An open game panel goes back to the bottom. Its text is
 * constant (hashed in the CSP of cached pages).
 */
const DUE = JSON.stringify(PRIZE_DUE_ATTRIBUTE);
const DOCK = JSON.stringify(PRIZE_DOCK_ATTRIBUTE);
export const PRIZE_DUE_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(PRIZE_PLAYED_KEY)})==="1")return}catch(e){}
var html=document.documentElement,queued=0,CONTROLS="a[href],button,input:not([type=hidden]),select,textarea,summary,label,[role=button]";
function dockAt(side,lift){html.style.setProperty("--prize-lift",lift+"px");if(html.getAttribute(${DOCK})!==side)html.setAttribute(${DOCK},side)}
function place(){queued=0;var dock=document.querySelector(".prize-dock");if(!dock||!html.hasAttribute(${DUE}))return;
if(dock.querySelector("[aria-expanded=true]"))return dockAt(html.getAttribute(${DOCK})||"left",0);
var m=16,w=dock.offsetWidth,h=dock.offsetHeight,W=html.clientWidth,H=innerHeight,half=H/2,boxes=[],all=document.querySelectorAll(CONTROLS);
for(var i=0;i<all.length;i++){if(dock.contains(all[i]))continue;var r=all[i].getBoundingClientRect();if(r.width&&r.height&&r.bottom>half&&r.top<H)boxes.push(r)}
for(var lift=0;H-m-lift-h>=half;lift+=8)for(var s=0;s<2;s++){var x=s?W-m-w:m,y=H-m-lift-h,free=true;
for(var j=0;j<boxes.length;j++){var b=boxes[j];if(b.left<x+w&&b.right>x&&b.top<y+h&&b.bottom>y){free=false;break}}
if(free)return dockAt(s?"right":"left",lift)}
dockAt("none",0)}
function later(){if(!queued){queued=1;requestAnimationFrame(place)}}
addEventListener("load",function(){setTimeout(function(){html.setAttribute(${DUE},"");place();addEventListener("scroll",later,{passive:true});addEventListener("resize",later);
for(var k=["toggle","click","input","focusin"],n=0;n<k.length;n++)document.addEventListener(k[n],later,true);
if(typeof ResizeObserver==="function"){var ro=new ResizeObserver(later);ro.observe(document.body);var d=document.querySelector(".prize-dock");if(d)ro.observe(d)}},${PRIZE_ICON_DELAY_MS})},{once:true})})()`;

const isDue = () => document.documentElement.hasAttribute(PRIZE_DUE_ATTRIBUTE);

function subscribeToDue(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PRIZE_DUE_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** Whether the icon is due: false on the server and during hydration, then the attribute decides. */
export function useIconDue() {
  return useSyncExternalStore(subscribeToDue, isDue, () => false);
}
