// The script `docsite dev` injects into every page: reload on rebuild, show build errors in place,
// and after an edit of a page's text load the rewritten modules and render again without a reload.
export const DEV_EVENTS_PATH = '/__docsite/events';

export function devClientScript(): string {
  return `<script data-docsite-dev>(function(){
var es=new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
var failed=false;
function overlay(text){var o=document.getElementById('__docsite-dev-overlay');if(!o){o=document.createElement('div');o.id='__docsite-dev-overlay';o.setAttribute('role','alert');o.style.cssText='position:fixed;inset:0;z-index:2147483647;background:rgba(24,25,32,.94);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;padding:2rem;overflow:auto;white-space:pre-wrap';document.body.appendChild(o);}o.textContent=text;}
es.addEventListener('build-error',function(e){failed=true;overlay('docsite: the build failed\\n\\n'+JSON.parse(e.data).message+'\\n\\nFix the file and save: the page reloads by itself.');});
es.addEventListener('reload',function(){location.reload();});
es.addEventListener('update',function(e){var d=JSON.parse(e.data);window.__docsiteDevBuild=d.buildId;var app=window.__docsite;if(failed||!app||!app.hot){location.reload();return;}app.hot(d.ids).catch(function(){location.reload();});});
es.addEventListener('hello',function(e){var d=JSON.parse(e.data);if(d.buildId!==window.__docsiteDevBuild&&window.__docsiteDevBuild!==undefined&&!failed){location.reload();}window.__docsiteDevBuild=d.buildId;});
})();</script>`;
}
