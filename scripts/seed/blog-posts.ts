import type { DB } from "#db/index";
import { createBlogPost } from "~/models/blog-post-writes.server";

/**
 * Demo posts for a fresh install: three published guides written for the people the site wants to
 * win (office, building, gym and hotel managers), and one draft. Added once (matched by title).
 * Saved through the model, so they get stored slugs and sanitized content like any admin post.
 */
export const demoBlogPosts = [
  {
    title: "Micromarket vs. Vending Machines: Which Fits Your Office?",
    excerpt:
      "A plain comparison for South Florida office managers: headcount, space, product range and security, and the point at which a micromarket beats a row of machines.",
    published: true,
    daysAgo: 21,
    content: `
<p>If your breakroom has outgrown a single snack machine, you will soon hear two options: more vending machines, or a micromarket. Both cost your company nothing to install with us, so the choice is about what your people will actually use. Here is how we help managers decide.</p>
<h2>What each option is</h2>
<p><strong>Vending machines</strong> are enclosed cabinets: snacks, drinks, or a combo of both. Ours are new, lit with LEDs and take cards, Apple Pay, Google Pay and contactless taps. Each holds roughly 300 to 600 items.</p>
<p><strong>A micromarket</strong> is an open, unstaffed mini store: shelves, coolers and sometimes a freezer, with a self-checkout kiosk. Employees pick up items, scan them and pay by card, phone or an app account. A typical market carries 300 to 800 different products, including fresh food.</p>
<h2>The quick rule of thumb</h2>
<table>
<thead><tr><th>Your site</th><th>Usually the better fit</th></tr></thead>
<tbody>
<tr><td>Under 50 people on site</td><td>One combo vending machine, or a smart grab-and-go cooler</td></tr>
<tr><td>50 to 150 people</td><td>Two or three machines, or a compact micromarket</td></tr>
<tr><td>150+ people, or staff who eat lunch on site</td><td>A micromarket</td></tr>
<tr><td>24/7 shifts with no cafeteria</td><td>A micromarket with fresh food, or smart coolers</td></tr>
</tbody>
</table>
<h2>Five questions to ask</h2>
<ol>
<li><strong>How many people use the space each day?</strong> Daily headcount drives both product variety and how often we restock.</li>
<li><strong>Do people eat meals at work?</strong> Vending is built for snacks and drinks. If your team needs salads, sandwiches and hot meals, a market's coolers and freezer make the difference.</li>
<li><strong>How much floor space can you give?</strong> A machine needs about 3 by 3 feet plus a standard outlet. A small market starts around 8 by 10 feet.</li>
<li><strong>Is the room access-controlled?</strong> Micromarkets work best in a space used only by your employees or residents. In a public lobby, machines are the safer choice.</li>
<li><strong>What do people complain about today?</strong> "Nothing healthy" and "it's always empty" point to a market; "it ate my dollar" points to modern cashless machines.</li>
</ol>
<h2>What about theft in an open market?</h2>
<p>It is the first question everyone asks. Markets are placed in controlled spaces, have camera coverage at the kiosk, and the telemetry shows us exactly what sold versus what left the shelf. In practice, shrink in a workplace market is low, and we carry that risk, not you.</p>
<h2>Cost to your company</h2>
<p>Neither option costs you anything to install or run. We supply the equipment, products, restocking, card processing and maintenance. You provide the space and a power outlet. Prices on items are set to be fair for your team, and we can subsidize favourites if your company wants to offer free coffee or water as a perk.</p>
<blockquote>Not sure which fits? We can visit, measure the space and send you a free branded mockup of both options.</blockquote>
<p>When you are ready, <a href="/">tell us about your site</a> and we will usually reply within the hour.</p>
`,
  },
  {
    title: "What a No-Cost Vending Placement Really Includes",
    excerpt:
      "“Free vending” sounds too good to be true. Here is exactly what we provide, what you provide, and the questions to ask any operator before you sign.",
    published: true,
    daysAgo: 14,
    content: `
<p>Most of the calls we get start with the same careful question: <em>what's the catch?</em> A no-cost placement is how the vending business has worked for decades, and it is worth understanding so you can compare operators fairly.</p>
<h2>How the model works</h2>
<p>We earn our income from the products your people buy. In return for a good location, we take on every cost of owning and running the equipment. There is no lease, no purchase and no monthly fee to the host.</p>
<h2>What we provide</h2>
<ul>
<li><strong>The equipment:</strong> new vending machines, smart grab-and-go coolers or a full micromarket with a self-checkout kiosk.</li>
<li><strong>Installation:</strong> delivery, placement, levelling and set-up, scheduled around your hours.</li>
<li><strong>Products:</strong> stocked and rotated, with brands your team asks for and healthier choices mixed in.</li>
<li><strong>Restocking:</strong> typically one to two visits per week, timed by the telemetry in every machine rather than a fixed route.</li>
<li><strong>Cashless payments:</strong> card, Apple Pay, Google Pay and contactless, with the processing fees on us.</li>
<li><strong>Service and refunds:</strong> 24/7 monitoring, repairs, and a QR code on each machine for feedback or a refund request.</li>
<li><strong>Energy-efficient equipment:</strong> LED lighting and low-power cooling to keep the electricity draw modest.</li>
</ul>
<h2>What you provide</h2>
<ul>
<li>A spot with enough floor space (about 3 by 3 feet per machine).</li>
<li>A standard electrical outlet nearby (a dedicated circuit is best for coolers and markets).</li>
<li>Reasonable access for our route driver during restocking visits.</li>
</ul>
<h2>Questions to ask any operator</h2>
<ol>
<li><strong>Is there a minimum sales requirement?</strong> Some operators remove machines if sales drop; ask what happens and how much notice you get.</li>
<li><strong>Who handles refunds, and how fast?</strong> Your staff should never have to chase a refund.</li>
<li><strong>How do you decide when to restock?</strong> An operator without telemetry guesses; empty coils are the result.</li>
<li><strong>Can we request products?</strong> A good operator treats requests as free market research.</li>
<li><strong>What is the contract length, and how do we end it?</strong> Get the exit terms in writing.</li>
</ol>
<h2>Commission and referral rewards</h2>
<p>High-volume sites can receive a commission on sales, and if you refer another location that goes live you may qualify for our location referral reward. Ask us when you reach out.</p>
<p>Want a no-obligation look? <a href="/">Request your free consultation</a> and we will send a branded mockup of what would fit your space.</p>
`,
  },
  {
    title: "How Telemetry Keeps Your Machines Stocked Without Guesswork",
    excerpt:
      "Every machine we place reports its sales and health around the clock. Here is how that data decides when we restock, what we carry, and how fast we fix problems.",
    published: true,
    daysAgo: 6,
    content: `
<p>Nothing frustrates a breakroom like an empty coil or a machine that quietly stopped taking cards. Telemetry is how we avoid both. Here is what it is and what it means for your location.</p>
<h2>What telemetry is</h2>
<p>Each machine, cooler and market kiosk we place has a small cellular device connected to its controller and card reader. Every sale, every temperature reading and every error is sent to our monitoring system in near real time. It uses its own cellular connection, so it never touches your Wi-Fi or network.</p>
<h2>Restocking by data, not by calendar</h2>
<p>Traditional routes visit every site on a fixed day, whether the machine is full or empty. We plan visits from what actually sold:</p>
<ol>
<li>The system tracks how fast each item sells at your location.</li>
<li>It predicts when a product will run out and flags the machine before it does.</li>
<li>Our route driver arrives with a pick list prepared in the warehouse for your machine, so the visit is short and nothing is forgotten.</li>
</ol>
<p>For most sites that works out to one or two restocking visits a week. Busy locations get more; quiet ones are not disturbed needlessly.</p>
<h2>Better product mix</h2>
<p>Because we see sales item by item, we rotate out what does not sell and give more space to favourites. If your team asks for a product, we can add it and see within a couple of weeks whether it earns its place.</p>
<h2>Faster fixes</h2>
<ul>
<li><strong>Card reader offline?</strong> We get an alert and can often reset it remotely.</li>
<li><strong>Cooler running warm?</strong> A temperature alert brings a technician before food is at risk; perishable items are pulled if needed.</li>
<li><strong>A product jams?</strong> The controller reports the failed vend, and the customer can request a refund through the QR code on the machine.</li>
</ul>
<h2>What you need to do</h2>
<p>Nothing. There is no app for you to install and no counts to keep. If you want a monthly summary of what your team buys, just ask.</p>
<p>Curious what this would look like at your site? <a href="/">Get in touch</a> and we will walk you through it.</p>
`,
  },
  {
    title: "Smart Coolers for 24/7 Gyms: A Planning Checklist",
    excerpt:
      "Draft: space, power, product mix and member payments for grab-and-go coolers in round-the-clock gyms.",
    published: false,
    daysAgo: 1,
    content: `
<p>Round-the-clock gyms need drinks and protein on hand at 3 a.m. This checklist covers what to plan before a smart cooler goes in.</p>
<h2>Space and power</h2>
<p>Allow about 3 by 3 feet, a dedicated outlet and a spot the front-desk camera can see.</p>
<h2>Product mix</h2>
<ul><li>Electrolyte drinks and water</li><li>Ready-to-drink protein shakes</li><li>Protein bars and light snacks</li></ul>
`,
  },
] as const;

export async function seedDemoBlogPosts(db: DB) {
  let added = 0;
  const now = Date.now();
  for (const demo of demoBlogPosts) {
    const existing = await db
      .selectFrom("blog_posts")
      .select("id")
      .where("title", "=", demo.title)
      .executeTakeFirst();
    if (existing) continue;
    const at = new Date(now - demo.daysAgo * 86_400_000);
    await createBlogPost(
      db,
      { title: demo.title, excerpt: demo.excerpt, content: demo.content.trim(), published: demo.published },
      at,
    );
    added++;
  }
  return added;
}
